import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { LIMITS } from '@asixto/contract';
import { IdempotencyStoreError, ToolkitConfigError } from '../errors.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ClaimOutcome, IdempotencyClaim, IdempotencyStore } from './idempotency-store.js';

export interface SqliteIdempotencyStoreOptions {
  /** How long a completed key is kept; at least `LIMITS.idempotencyTtlMs` (7 days). */
  ttlMs?: number;
  /** After this long a pending claim is considered abandoned (its holder died) and can be taken over. */
  leaseMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Table name, when the default collides with one of yours. */
  table?: string;
}

/** The SQLite store also exposes its database, so a server can keep its own data in the same file. */
export interface SqliteIdempotencyStore extends IdempotencyStore {
  readonly database: Database.Database;
  transaction(claim: IdempotencyClaim, fn: () => ToolResult): ToolResult;
}

interface Row {
  state: 'pending' | 'done';
  token: string;
  result: string | null;
  claimed_at: number;
  expires_at: number;
}

// Thrown inside a transaction to roll it back when the handler returned an error result.
class Rollback extends Error {
  constructor(readonly result: ToolResult) {
    super('rollback');
  }
}

const PURGE_EVERY_MS = 60_000;

/**
 * The default idempotency store: a SQLite table (better-sqlite3, WAL) with a unique key per
 * (tool, key), claimed in an IMMEDIATE transaction so two processes on the same file cannot both
 * win. Pass a path (the file and its folder are created) or an open `Database` to share the file
 * with the server's own data, which enables the transactional form.
 *
 * @example
 * const store = sqliteIdempotencyStore('./data/tools.db');
 * const server = createToolServer({ name, version, tools, auth, idempotency: store });
 */
export function sqliteIdempotencyStore(
  pathOrDatabase: string | Database.Database,
  options: SqliteIdempotencyStoreOptions = {},
): SqliteIdempotencyStore {
  const ttlMs = options.ttlMs ?? LIMITS.idempotencyTtlMs;
  if (ttlMs < LIMITS.idempotencyTtlMs) {
    throw new ToolkitConfigError(
      `idempotency ttlMs must be at least ${LIMITS.idempotencyTtlMs} ms (7 days, page 05)`,
    );
  }
  const leaseMs = options.leaseMs ?? 30_000;
  const now = options.now ?? Date.now;
  const table = options.table ?? 'asixto_idempotency';
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) throw new ToolkitConfigError(`invalid table name: ${table}`);

  const owned = typeof pathOrDatabase === 'string';
  let db: Database.Database;
  if (typeof pathOrDatabase === 'string') {
    if (pathOrDatabase !== ':memory:') mkdirSync(dirname(pathOrDatabase), { recursive: true });
    db = new Database(pathOrDatabase);
  } else db = pathOrDatabase;
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${table} (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
      token TEXT NOT NULL,
      result TEXT,
      claimed_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      PRIMARY KEY (scope, key)
    );
    CREATE INDEX IF NOT EXISTS ${table}_expires ON ${table} (expires_at);
  `);

  const insert = db.prepare(
    `INSERT INTO ${table} (scope, key, state, token, result, claimed_at, expires_at)
     VALUES (?, ?, 'pending', ?, NULL, ?, ?) ON CONFLICT (scope, key) DO NOTHING`,
  );
  const select = db.prepare<[string, string], Row>(
    `SELECT state, token, result, claimed_at, expires_at FROM ${table} WHERE scope = ? AND key = ?`,
  );
  const takeOver = db.prepare(
    `UPDATE ${table} SET token = ?, claimed_at = ?, expires_at = ? WHERE scope = ? AND key = ? AND token = ?`,
  );
  const drop = db.prepare(`DELETE FROM ${table} WHERE scope = ? AND key = ?`);
  const finish = db.prepare(
    `UPDATE ${table} SET state = 'done', result = ?, expires_at = ?
     WHERE scope = ? AND key = ? AND token = ? AND state = 'pending'`,
  );
  const releaseStmt = db.prepare(
    `DELETE FROM ${table} WHERE scope = ? AND key = ? AND token = ? AND state = 'pending'`,
  );
  const purge = db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`);
  let lastPurge = 0;

  const claimTx = db.transaction((scope: string, key: string): ClaimOutcome => {
    const t = now();
    const token = randomUUID();
    if (insert.run(scope, key, token, t, t + ttlMs).changes === 1) {
      return { state: 'claimed', claim: { scope, key, token } };
    }
    const row = select.get(scope, key);
    if (!row) throw new IdempotencyStoreError('idempotency row vanished inside a transaction');
    if (row.expires_at <= t) {
      drop.run(scope, key);
      insert.run(scope, key, token, t, t + ttlMs);
      return { state: 'claimed', claim: { scope, key, token } };
    }
    if (row.state === 'done') {
      try {
        return { state: 'done', result: JSON.parse(row.result ?? 'null') as ToolResult };
      } catch (cause) {
        throw new IdempotencyStoreError(`stored result for ${scope}/${key} is not valid JSON`, { cause });
      }
    }
    if (row.claimed_at + leaseMs <= t) {
      takeOver.run(token, t, t + ttlMs, scope, key, row.token);
      return { state: 'claimed', claim: { scope, key, token } };
    }
    return { state: 'pending' };
  });

  const completeSync = (claim: IdempotencyClaim, result: ToolResult): boolean =>
    finish.run(JSON.stringify(result), now() + ttlMs, claim.scope, claim.key, claim.token).changes === 1;

  // Built once, like the statements: the effect and the key's completion commit together.
  const effectTx = db.transaction((claim: IdempotencyClaim, fn: () => ToolResult): ToolResult => {
    const result = fn();
    if (result.isError) throw new Rollback(result);
    if (!completeSync(claim, result)) {
      throw new IdempotencyStoreError(
        `idempotency claim on ${claim.scope}/${claim.key} was lost before commit`,
      );
    }
    return result;
  });

  const store: SqliteIdempotencyStore = {
    database: db,
    async claim(scope, key) {
      const t = now();
      if (t - lastPurge > PURGE_EVERY_MS) {
        lastPurge = t;
        purge.run(t);
      }
      return claimTx.immediate(scope, key);
    },
    async complete(claim, result) {
      return completeSync(claim, result);
    },
    async release(claim) {
      releaseStmt.run(claim.scope, claim.key, claim.token);
    },
    async purgeExpired() {
      return purge.run(now()).changes;
    },
    transaction(claim, fn) {
      try {
        return effectTx.immediate(claim, fn);
      } catch (error) {
        if (error instanceof Rollback) return error.result;
        throw error;
      }
    },
    async close() {
      if (owned && db.open) db.close();
    },
  };
  return store;
}
