import { loadPg } from '../util/engine-drivers.js';
import type { Pool, PoolClient } from 'pg';
import { GatewayError } from '../errors.js';
import { patchedServerFields, SERVER_PATCH_COLUMNS } from './server-columns.js';
import type { Tenant } from '../tenants/tenant.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import { MIGRATION_LOCK_KEY, POSTGRES_MIGRATIONS } from './postgres-migrations.js';
import { createPostgresAccessStore } from './postgres-access-store.js';
import { createPostgresCallRecordStore } from '../records/postgres-call-record-store.js';
import type {
  CertificationRecord,
  RegistryStore,
  ServerEra,
  ServerRecord,
  ServerStatus,
} from './registry-store.js';

export interface PostgresRegistryStoreOptions {
  /** `postgres://user@host:port/database`. */
  url: string;
  /** Shown to PostgreSQL as `application_name`, so an operator sees which instance holds a connection. */
  instanceId?: string;
  /** Connections in the pool (the registry is off the hot path: a few suffice). */
  maxConnections?: number;
  /** How long a connection attempt may take before the operation fails. */
  connectTimeoutMs?: number;
  now?: () => Date;
}

interface TenantRow {
  company: string;
  name: string;
  currency: string;
  timezone: string;
  policy: TenantPolicy;
  created_at: string;
  updated_at: string;
}
interface ServerRow {
  id: string;
  company: string;
  url: string;
  credential: string | null;
  test_data: string | null;
  test_environment: boolean;
  era: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}
interface CertificationRow {
  server_id: string;
  certified_at: string;
  report: unknown;
  tool_hashes: Record<string, string>;
  certified_tools: string[];
  usable: boolean;
}

const toTenant = (r: TenantRow): Tenant => ({
  company: r.company,
  name: r.name,
  currency: r.currency,
  timezone: r.timezone,
  policy: r.policy,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const toServer = (r: ServerRow): ServerRecord => ({
  id: r.id,
  company: r.company,
  url: r.url,
  credential: r.credential,
  testData: r.test_data,
  testEnvironment: r.test_environment,
  era: r.era as ServerEra | null,
  status: r.status as ServerStatus,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const toCertification = (r: CertificationRow): CertificationRecord => ({
  serverId: r.server_id,
  certifiedAt: r.certified_at,
  report: r.report,
  toolHashes: r.tool_hashes,
  certifiedTools: r.certified_tools,
  usable: r.usable,
});

/** Columns a patch may set: the SQL names them, never the caller. */
/**
 * The registry on PostgreSQL (driver `pg`), for several gateway instances sharing one database.
 * The schema is migrated before the first operation, under an advisory lock; every operation
 * waits for that, so a database that cannot be reached or migrated fails the first call (the
 * service's startup) with the reason. A dropped connection fails only the operations that needed
 * it: the pool reconnects on the next one.
 */
export function openPostgresRegistryStore(options: PostgresRegistryStoreOptions): RegistryStore {
  const now = options.now ?? (() => new Date());
  const pool: Pool = new (loadPg().Pool)({
    connectionString: options.url,
    max: options.maxConnections ?? 4,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    ...(options.instanceId ? { application_name: options.instanceId.slice(0, 63) } : {}),
  });
  // An idle connection the server drops emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const migrated = migrate(pool, now);
  migrated.catch(() => undefined); // reported by the first operation

  async function run<T>(what: string, fn: (db: Pool) => Promise<T>): Promise<T> {
    try {
      await migrated;
      return await fn(pool);
    } catch (cause) {
      if (cause instanceof GatewayError) throw cause;
      const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
      throw new GatewayError('GATEWAY_REGISTRY_FAILURE', `registry: ${what} failed: ${reason}`, { cause });
    }
  }
  const one = async <R extends object>(db: Pool, sql: string, values: unknown[]): Promise<R | undefined> =>
    (await db.query<R>(sql, values)).rows[0];
  let closed: Promise<void> | undefined;

  return {
    shared: true,
    access: createPostgresAccessStore(run),
    calls: createPostgresCallRecordStore(run, () => now().getTime()),
    upsertTenant: (t) =>
      run('upsert tenant', async (db) => {
        const stamp = now().toISOString();
        const row = await one<TenantRow>(
          db,
          `INSERT INTO tenants (company, name, currency, timezone, policy, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (company) DO UPDATE SET name = excluded.name, currency = excluded.currency,
             timezone = excluded.timezone, policy = excluded.policy, updated_at = excluded.updated_at
           RETURNING *`,
          [t.company, t.name, t.currency, t.timezone, JSON.stringify(t.policy), stamp],
        );
        return toTenant(row!);
      }),
    getTenant: (company) =>
      run('get tenant', async (db) => {
        const row = await one<TenantRow>(db, 'SELECT * FROM tenants WHERE company = $1', [company]);
        return row ? toTenant(row) : undefined;
      }),
    listTenants: () =>
      run('list tenants', async (db) =>
        (await db.query<TenantRow>('SELECT * FROM tenants ORDER BY created_at, company')).rows.map(toTenant),
      ),
    insertServer: (s) =>
      run('insert server', async (db) => {
        const stamp = now().toISOString();
        const row = await one<ServerRow>(
          db,
          `INSERT INTO servers (id, company, url, credential, era, status, created_at, updated_at,
             test_data, test_environment)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) RETURNING *`,
          [
            s.id,
            s.company,
            s.url,
            s.credential,
            s.era,
            s.status,
            stamp,
            s.testData ?? null,
            s.testEnvironment ?? false,
          ],
        );
        return toServer(row!);
      }),
    updateServer: (id, patch) =>
      run('update server', async (db) => {
        const fields = patchedServerFields(patch);
        const values: unknown[] = [id, now().toISOString(), ...fields.map((k) => patch[k] ?? null)];
        const sets = [
          'updated_at = $2',
          ...fields.map((k, i) => `${SERVER_PATCH_COLUMNS[k]} = $${i + 3}`),
        ].join(', ');
        const row = await one<ServerRow>(db, `UPDATE servers SET ${sets} WHERE id = $1 RETURNING *`, values);
        if (!row) throw new GatewayError('GATEWAY_UNKNOWN_SERVER', `unknown server ${id}`);
        return toServer(row);
      }),
    getServer: (id) =>
      run('get server', async (db) => {
        const row = await one<ServerRow>(db, 'SELECT * FROM servers WHERE id = $1', [id]);
        return row ? toServer(row) : undefined;
      }),
    findServer: (company, url) =>
      run('find server', async (db) => {
        const row = await one<ServerRow>(db, 'SELECT * FROM servers WHERE company = $1 AND url = $2', [
          company,
          url,
        ]);
        return row ? toServer(row) : undefined;
      }),
    listServers: (company) =>
      run('list servers', async (db) => {
        const { rows } =
          company === undefined
            ? await db.query<ServerRow>('SELECT * FROM servers ORDER BY seq')
            : await db.query<ServerRow>('SELECT * FROM servers WHERE company = $1 ORDER BY seq', [company]);
        return rows.map(toServer);
      }),
    insertCertification: (c) =>
      run('insert certification', async (db) => {
        await db.query(
          `INSERT INTO certifications (server_id, certified_at, report, tool_hashes, certified_tools, usable)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            c.serverId,
            c.certifiedAt,
            JSON.stringify(c.report),
            JSON.stringify(c.toolHashes),
            JSON.stringify(c.certifiedTools),
            c.usable,
          ],
        );
      }),
    latestCertification: (serverId, { usableOnly = false } = {}) =>
      run('latest certification', async (db) => {
        const row = await one<CertificationRow>(
          db,
          `SELECT * FROM certifications WHERE server_id = $1 ${usableOnly ? 'AND usable' : ''}
           ORDER BY seq DESC LIMIT 1`,
          [serverId],
        );
        return row ? toCertification(row) : undefined;
      }),
    deleteServer: (id) =>
      // Certifications go with the row (ON DELETE CASCADE), in the same statement.
      run(
        'delete server',
        async (db) => ((await db.query('DELETE FROM servers WHERE id = $1', [id])).rowCount ?? 0) > 0,
      ),
    checkWritable: () =>
      run('write check', async (db) => {
        await db.query(
          `INSERT INTO write_checks (id, checked_at) VALUES (1, $1)
           ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
          [now().toISOString()],
        );
      }),
    close: () => {
      closed ??= migrated.catch(() => undefined).then(() => pool.end());
      return closed;
    },
  };
}

/**
 * Applies the pending migrations, each in one transaction, holding a session advisory lock so two
 * instances starting together do not race: the second waits and then finds nothing to apply.
 */
async function migrate(pool: Pool, now: () => Date): Promise<void> {
  const client: PoolClient = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
      );
      const { rows } = await client.query<{ v: number | null }>(
        'SELECT MAX(version) AS v FROM schema_migrations',
      );
      const applied = rows[0]?.v ?? 0;
      for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
        const version = index + 1;
        if (version <= applied) continue;
        await client.query('BEGIN');
        try {
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
            version,
            now().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${version}: ${(error as Error).message}`, { cause: error });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
