import type Database from 'better-sqlite3';
import type { AccessStore } from './access-store.js';
import { auditWhere, toAuditEntry, toKey } from './access-rows.js';
import type { AuditRow, KeyRow } from './access-rows.js';

/** The SQLite schema of {@link AccessStore}: a migration of `sqlite-registry-store.ts`. */
export const SQLITE_ACCESS_MIGRATION = `CREATE TABLE api_keys (
     seq          INTEGER PRIMARY KEY AUTOINCREMENT,
     id           TEXT NOT NULL UNIQUE,
     hash         TEXT NOT NULL UNIQUE,
     role         TEXT NOT NULL,
     companies    TEXT NOT NULL,
     label        TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     created_by   TEXT NOT NULL,
     expires_at   TEXT,
     revoked_at   TEXT,
     last_used_at TEXT
   );
   CREATE TABLE audit_log (
     seq         INTEGER PRIMARY KEY AUTOINCREMENT,
     at          TEXT NOT NULL,
     actor       TEXT NOT NULL,
     actor_label TEXT,
     role        TEXT NOT NULL,
     action      TEXT NOT NULL,
     company     TEXT,
     target      TEXT,
     outcome     TEXT NOT NULL
   );
   CREATE INDEX audit_log_by_company ON audit_log (company, seq);
   CREATE INDEX audit_log_by_at ON audit_log (at);`;

/** {@link AccessStore} on the registry's SQLite connection (`run` maps failures to registry errors). */
export function createSqliteAccessStore(
  db: Database.Database,
  run: <T>(what: string, fn: () => T) => Promise<T>,
): AccessStore {
  const stmt = {
    insertKey: db.prepare(
      `INSERT INTO api_keys (id, hash, role, companies, label, created_at, created_by, expires_at)
       VALUES (@id, @hash, @role, @companies, @label, @createdAt, @createdBy, @expiresAt)`,
    ),
    byHash: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE hash = ?'),
    byId: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
    list: db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY seq DESC'),
    revoke: db.prepare<[string, string]>(
      'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    ),
    touch: db.prepare<[string, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
    appendAudit: db.prepare(
      `INSERT INTO audit_log (at, actor, actor_label, role, action, company, target, outcome)
       VALUES (@at, @actor, @actorLabel, @role, @action, @company, @target, @outcome)`,
    ),
    purge: db.prepare<[string]>('DELETE FROM audit_log WHERE at < ?'),
  };
  const appendAll = db.transaction((entries: Parameters<AccessStore['appendAudit']>[0]) => {
    for (const entry of entries) stmt.appendAudit.run(entry);
  });

  return {
    insertKey: (key) =>
      run('insert key', () => {
        stmt.insertKey.run({ ...key, companies: JSON.stringify(key.companies) });
        return toKey(stmt.byId.get(key.id)!);
      }),
    findKeyByHash: (hash) =>
      run('find key', () => {
        const row = stmt.byHash.get(hash);
        return row ? toKey(row) : undefined;
      }),
    getKey: (id) =>
      run('get key', () => {
        const row = stmt.byId.get(id);
        return row ? toKey(row) : undefined;
      }),
    listKeys: () => run('list keys', () => stmt.list.all().map(toKey)),
    revokeKey: (id, at) =>
      run('revoke key', () => {
        stmt.revoke.run(at, id);
        const row = stmt.byId.get(id);
        return row ? toKey(row) : undefined;
      }),
    touchKey: (id, at) =>
      run('touch key', () => {
        stmt.touch.run(at, id);
      }),
    appendAudit: (entries) => run('append audit', () => appendAll(entries)),
    listAudit: (query) =>
      run('list audit', () => {
        const { sql, values } = auditWhere(query, () => '?');
        return db
          .prepare<unknown[], AuditRow>(`SELECT * FROM audit_log ${sql} ORDER BY seq DESC LIMIT ?`)
          .all(...values, query.limit)
          .map(toAuditEntry);
      }),
    purgeAudit: (before) => run('purge audit', () => stmt.purge.run(before).changes),
  };
}
