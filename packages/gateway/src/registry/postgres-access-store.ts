import type { Pool } from 'pg';
import type { AccessStore, ApiKeyRecord } from './access-store.js';
import { auditWhere, toAuditEntry, toKey } from './access-rows.js';
import type { AuditRow, KeyRow } from './access-rows.js';

/** {@link AccessStore} on the PostgreSQL registry's pool (`run` waits for the migrations, maps failures). */
export function createPostgresAccessStore(
  run: <T>(what: string, fn: (db: Pool) => Promise<T>) => Promise<T>,
): AccessStore {
  const byId = async (db: Pool, id: string): Promise<ApiKeyRecord | undefined> => {
    const row = (await db.query<KeyRow>('SELECT * FROM api_keys WHERE id = $1', [id])).rows[0];
    return row ? toKey(row) : undefined;
  };
  return {
    insertKey: (key) =>
      run('insert key', async (db) => {
        const { rows } = await db.query<KeyRow>(
          `INSERT INTO api_keys (id, hash, role, companies, label, created_at, created_by, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          [
            key.id,
            key.hash,
            key.role,
            JSON.stringify(key.companies),
            key.label,
            key.createdAt,
            key.createdBy,
            key.expiresAt,
          ],
        );
        return toKey(rows[0]!);
      }),
    findKeyByHash: (hash) =>
      run('find key', async (db) => {
        const row = (await db.query<KeyRow>('SELECT * FROM api_keys WHERE hash = $1', [hash])).rows[0];
        return row ? toKey(row) : undefined;
      }),
    getKey: (id) => run('get key', (db) => byId(db, id)),
    listKeys: () =>
      run('list keys', async (db) =>
        (await db.query<KeyRow>('SELECT * FROM api_keys ORDER BY seq DESC')).rows.map(toKey),
      ),
    revokeKey: (id, at) =>
      run('revoke key', async (db) => {
        await db.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [at, id]);
        return byId(db, id);
      }),
    touchKey: (id, at) =>
      run('touch key', async (db) => {
        await db.query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [at, id]);
      }),
    appendAudit: (entries) =>
      run('append audit', async (db) => {
        if (entries.length === 0) return;
        // One statement for the batch: it is written whole or not at all.
        const values: unknown[] = [];
        const rows = entries.map((e) => {
          const base = values.length;
          values.push(e.at, e.actor, e.actorLabel, e.role, e.action, e.company, e.target, e.outcome);
          return `(${Array.from({ length: 8 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
        });
        await db.query(
          `INSERT INTO audit_log (at, actor, actor_label, role, action, company, target, outcome)
           VALUES ${rows.join(', ')}`,
          values,
        );
      }),
    listAudit: (query) =>
      run('list audit', async (db) => {
        const { sql, values } = auditWhere(query, (n) => `$${n}`);
        const { rows } = await db.query<AuditRow>(
          `SELECT * FROM audit_log ${sql} ORDER BY seq DESC LIMIT $${values.length + 1}`,
          [...values, query.limit],
        );
        return rows.map(toAuditEntry);
      }),
    purgeAudit: (before) =>
      run(
        'purge audit',
        async (db) => (await db.query('DELETE FROM audit_log WHERE at < $1', [before])).rowCount ?? 0,
      ),
  };
}
