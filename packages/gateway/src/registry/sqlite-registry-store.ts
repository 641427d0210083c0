import { accessSync, chmodSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { GatewayError } from '../errors.js';
import { patchedServerFields, SERVER_PATCH_COLUMNS } from './server-columns.js';
import type { Tenant } from '../tenants/tenant.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { RegistryStore, ServerEra, ServerPatch, ServerRecord, ServerStatus } from './registry-store.js';
import { createSqliteAccessStore, SQLITE_ACCESS_MIGRATION } from './sqlite-access-store.js';
import {
  createSqliteCallRecordStore,
  SQLITE_CALL_RECORDS_MIGRATION,
} from '../records/sqlite-call-record-store.js';

/** Ordered, append-only. Never edit an applied migration: add a new one. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tenants (
     company    TEXT PRIMARY KEY,
     name       TEXT NOT NULL,
     currency   TEXT NOT NULL,
     timezone   TEXT NOT NULL,
     policy     TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE servers (
     seq        INTEGER PRIMARY KEY AUTOINCREMENT,
     id         TEXT NOT NULL UNIQUE,
     company    TEXT NOT NULL REFERENCES tenants(company),
     url        TEXT NOT NULL,
     credential TEXT,
     era        TEXT,
     status     TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (company, url)
   );
   CREATE TABLE certifications (
     seq             INTEGER PRIMARY KEY AUTOINCREMENT,
     server_id       TEXT NOT NULL REFERENCES servers(id),
     certified_at    TEXT NOT NULL,
     report          TEXT NOT NULL,
     tool_hashes     TEXT NOT NULL,
     certified_tools TEXT NOT NULL,
     usable          INTEGER NOT NULL
   );
   CREATE INDEX certifications_by_server ON certifications (server_id, seq);`,
  // One row rewritten by health checks: a real write that needs new space, as a full disk shows.
  `CREATE TABLE write_checks (
     id         INTEGER PRIMARY KEY CHECK (id = 1),
     checked_at TEXT NOT NULL,
     pad        BLOB NOT NULL
   );`,
  // Managed API keys (hashed) and the audit trail.
  SQLITE_ACCESS_MIGRATION,
  // Call records (observability).
  SQLITE_CALL_RECORDS_MIGRATION,
  // Per-server test data (sealed fixtures) and the test-environment mark (writes allowed).
  `ALTER TABLE servers ADD COLUMN test_data TEXT;
   ALTER TABLE servers ADD COLUMN test_environment INTEGER NOT NULL DEFAULT 0;`,
];

interface TenantRow {
  company: string;
  name: string;
  currency: string;
  timezone: string;
  policy: string;
  created_at: string;
  updated_at: string;
}
interface ServerRow {
  id: string;
  company: string;
  url: string;
  credential: string | null;
  test_data: string | null;
  test_environment: number;
  era: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}
interface CertificationRow {
  server_id: string;
  certified_at: string;
  report: string;
  tool_hashes: string;
  certified_tools: string;
  usable: number;
}

const toTenant = (r: TenantRow): Tenant => ({
  company: r.company,
  name: r.name,
  currency: r.currency,
  timezone: r.timezone,
  policy: JSON.parse(r.policy) as TenantPolicy,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const toServer = (r: ServerRow): ServerRecord => ({
  id: r.id,
  company: r.company,
  url: r.url,
  credential: r.credential,
  testData: r.test_data,
  testEnvironment: r.test_environment === 1,
  era: r.era as ServerEra | null,
  status: r.status as ServerStatus,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * The embedded registry: one SQLite file in WAL mode, schema versioned in `schema_migrations`.
 * better-sqlite3 is synchronous; the async surface exists for the storage interface.
 */
export function openSqliteRegistryStore(
  databasePath: string,
  { now = () => new Date() }: { now?: () => Date } = {},
): RegistryStore {
  const onDisk = databasePath !== ':memory:';
  // The registry holds sealed credentials: only this user may read it.
  if (onDisk) mkdirSync(dirname(databasePath), { recursive: true, mode: 0o700 });
  let db: Database.Database;
  try {
    db = new Database(databasePath);
  } catch (error) {
    throw withDiskReason(error, databasePath);
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, now);
    if (onDisk) {
      for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
        if (existsSync(file)) chmodSync(file, 0o600);
      }
    }
  } catch (error) {
    db.close();
    throw withDiskReason(error, databasePath);
  }

  const stmt = {
    upsertTenant: db.prepare(
      `INSERT INTO tenants (company, name, currency, timezone, policy, created_at, updated_at)
       VALUES (@company, @name, @currency, @timezone, @policy, @now, @now)
       ON CONFLICT (company) DO UPDATE SET name = excluded.name, currency = excluded.currency,
         timezone = excluded.timezone, policy = excluded.policy, updated_at = excluded.updated_at`,
    ),
    getTenant: db.prepare<[string], TenantRow>('SELECT * FROM tenants WHERE company = ?'),
    listTenants: db.prepare<[], TenantRow>('SELECT * FROM tenants ORDER BY created_at, company'),
    insertServer: db.prepare(
      `INSERT INTO servers (id, company, url, credential, era, status, created_at, updated_at,
         test_data, test_environment)
       VALUES (@id, @company, @url, @credential, @era, @status, @now, @now, @testData, @testEnvironment)`,
    ),
    getServer: db.prepare<[string], ServerRow>('SELECT * FROM servers WHERE id = ?'),
    findServer: db.prepare<[string, string], ServerRow>(
      'SELECT * FROM servers WHERE company = ? AND url = ?',
    ),
    listServers: db.prepare<[], ServerRow>('SELECT * FROM servers ORDER BY seq'),
    listServersOf: db.prepare<[string], ServerRow>('SELECT * FROM servers WHERE company = ? ORDER BY seq'),
    insertCertification: db.prepare(
      `INSERT INTO certifications (server_id, certified_at, report, tool_hashes, certified_tools, usable)
       VALUES (@serverId, @certifiedAt, @report, @toolHashes, @certifiedTools, @usable)`,
    ),
    latestCertification: db.prepare<[string], CertificationRow>(
      'SELECT * FROM certifications WHERE server_id = ? ORDER BY seq DESC LIMIT 1',
    ),
    latestUsableCertification: db.prepare<[string], CertificationRow>(
      'SELECT * FROM certifications WHERE server_id = ? AND usable = 1 ORDER BY seq DESC LIMIT 1',
    ),
    deleteCertifications: db.prepare<[string]>('DELETE FROM certifications WHERE server_id = ?'),
    deleteServer: db.prepare<[string]>('DELETE FROM servers WHERE id = ?'),
    writeCheck: db.prepare(
      'INSERT OR REPLACE INTO write_checks (id, checked_at, pad) VALUES (1, ?, zeroblob(4096))',
    ),
  };
  const deleteServer = db.transaction((id: string): boolean => {
    stmt.deleteCertifications.run(id);
    return stmt.deleteServer.run(id).changes > 0;
  });

  const run = <T>(what: string, fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(fn());
    } catch (cause) {
      if (cause instanceof GatewayError) return Promise.reject(cause);
      const reason = cause instanceof Error ? cause.message : String(cause);
      return Promise.reject(
        new GatewayError('GATEWAY_REGISTRY_FAILURE', `registry: ${what} failed: ${reason}`, { cause }),
      );
    }
  };
  let closed = false;

  return {
    access: createSqliteAccessStore(db, run),
    calls: createSqliteCallRecordStore(db, run),
    upsertTenant: (t) =>
      run('upsert tenant', () => {
        stmt.upsertTenant.run({ ...t, policy: JSON.stringify(t.policy), now: now().toISOString() });
        return toTenant(stmt.getTenant.get(t.company)!);
      }),
    getTenant: (company) =>
      run('get tenant', () => {
        const row = stmt.getTenant.get(company);
        return row ? toTenant(row) : undefined;
      }),
    listTenants: () => run('list tenants', () => stmt.listTenants.all().map(toTenant)),
    insertServer: (s) =>
      run('insert server', () => {
        stmt.insertServer.run({
          id: s.id,
          company: s.company,
          url: s.url,
          credential: s.credential,
          era: s.era,
          status: s.status,
          testData: s.testData ?? null,
          testEnvironment: s.testEnvironment === true ? 1 : 0,
          now: now().toISOString(),
        });
        return toServer(stmt.getServer.get(s.id)!);
      }),
    updateServer: (id, patch: ServerPatch) =>
      run('update server', () => {
        const fields = patchedServerFields(patch);
        const assignments = [...fields.map((k) => `${SERVER_PATCH_COLUMNS[k]} = @${k}`), 'updated_at = @now'];
        const values: Record<string, unknown> = { id, now: now().toISOString() };
        // SQLite has no boolean: the mark is stored as 0 or 1.
        for (const k of fields) values[k] = k === 'testEnvironment' ? (patch[k] ? 1 : 0) : (patch[k] ?? null);
        const info = db.prepare(`UPDATE servers SET ${assignments.join(', ')} WHERE id = @id`).run(values);
        if (info.changes === 0) throw new GatewayError('GATEWAY_UNKNOWN_SERVER', `unknown server ${id}`);
        return toServer(stmt.getServer.get(id)!);
      }),
    getServer: (id) =>
      run('get server', () => {
        const row = stmt.getServer.get(id);
        return row ? toServer(row) : undefined;
      }),
    findServer: (company, url) =>
      run('find server', () => {
        const row = stmt.findServer.get(company, url);
        return row ? toServer(row) : undefined;
      }),
    listServers: (company) =>
      run('list servers', () =>
        (company === undefined ? stmt.listServers.all() : stmt.listServersOf.all(company)).map(toServer),
      ),
    insertCertification: (c) =>
      run('insert certification', () => {
        stmt.insertCertification.run({
          serverId: c.serverId,
          certifiedAt: c.certifiedAt,
          report: JSON.stringify(c.report),
          toolHashes: JSON.stringify(c.toolHashes),
          certifiedTools: JSON.stringify(c.certifiedTools),
          usable: c.usable ? 1 : 0,
        });
      }),
    latestCertification: (serverId, { usableOnly = false } = {}) =>
      run('latest certification', () => {
        const row = (usableOnly ? stmt.latestUsableCertification : stmt.latestCertification).get(serverId);
        if (!row) return undefined;
        return {
          serverId: row.server_id,
          certifiedAt: row.certified_at,
          report: JSON.parse(row.report) as unknown,
          toolHashes: JSON.parse(row.tool_hashes) as Record<string, string>,
          certifiedTools: JSON.parse(row.certified_tools) as string[],
          usable: row.usable === 1,
        };
      }),
    deleteServer: (id) => run('delete server', () => deleteServer(id)),
    checkWritable: () =>
      run('write check', () => {
        stmt.writeCheck.run(now().toISOString());
      }),
    close: () => {
      if (!closed) {
        closed = true;
        db.close();
      }
      return Promise.resolve();
    },
  };
}

/**
 * SQLite says "unable to open database file" or "attempt to write a readonly database" whatever the
 * cause; the file system says why (read-only, missing, no permission), so its reason is added.
 */
function withDiskReason(error: unknown, databasePath: string): Error {
  const cause = error instanceof Error ? error : new Error(String(error));
  if (databasePath === ':memory:') return cause;
  for (const path of [dirname(databasePath), databasePath]) {
    if (!existsSync(path)) continue;
    try {
      accessSync(path, constants.W_OK);
    } catch (reason) {
      return new Error(`${cause.message} (${(reason as Error).message})`, { cause });
    }
  }
  return cause;
}

function migrate(db: Database.Database, now: () => Date): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied =
    db.prepare<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations').get()?.v ?? 0;
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (version <= applied) return;
    db.transaction(() => {
      db.exec(sql);
      record.run(version, now().toISOString());
    })();
  });
}
