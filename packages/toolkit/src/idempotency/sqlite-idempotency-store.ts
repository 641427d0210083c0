import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { IdempotencyStoreError } from '../errors.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ClaimOutcome, IdempotencyClaim, IdempotencyStore } from './idempotency-store.js';
import {
  checkIdentifier,
  checkKey,
  parseStoredResult,
  PURGE_BATCH,
  PURGE_EVERY_MS,
  storeTiming,
} from './store-options.js';
import type { IdempotencyStoreTiming } from './store-options.js';

export interface SqliteIdempotencyStoreOptions extends IdempotencyStoreTiming {
  /** Clock, for tests. */
  now?: () => number;
  /** Table name, when the default collides with one of yours. */
  table?: string;
}

/** The SQLite store also exposes its database, so a server can keep its own data in the same file. */
export interface SqliteIdempotencyStore extends IdempotencyStore<Database.Database> {
  readonly database: Database.Database;
  transaction(
    claim: IdempotencyClaim,
    fn: (tx: Database.Database) => ToolResult | Promise<ToolResult>,
  ): Promise<ToolResult>;
  /**
   * Runs `fn` on the database when no transaction of this connection is open: the transactional
   * form holds the one connection across its `await`s, so other work on it (reads included, which
   * would otherwise see uncommitted rows) waits its turn here.
   */
  exclusive<T>(fn: (db: Database.Database) => T | Promise<T>): Promise<T>;
}

interface Row {
  state: 'pending' | 'done';
  token: string;
  result: string | null;
  claimed_at: number;
  expires_at: number;
}

// One queue per connection, shared by every store and caller using it: better-sqlite3 has one
// connection per Database, and a transaction left open across an `await` must have it alone.
const queues = new WeakMap<Database.Database, { tail: Promise<unknown> }>();

function exclusive<T>(db: Database.Database, fn: (db: Database.Database) => T | Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { tail: Promise.resolve() }));
  const run = queue.tail.then(() => fn(db));
  queue.tail = run.catch(() => undefined);
  return run;
}

/**
 * The default idempotency store: a SQLite table (better-sqlite3, WAL) with a unique key per
 * (tool, key), claimed in an IMMEDIATE transaction so two processes on the same file cannot both
 * win. Pass a path (the file and its folder are created) or an open `Database` to share the file
 * with the server's own data, which enables the transactional form (`tx` is that `Database`).
 * Keep its transactions short: they hold the file's write lock (other processes wait on it).
 *
 * @example
 * const store = sqliteIdempotencyStore('./data/tools.db');
 * const server = createToolServer({ name, version, tools, auth, idempotency: store });
 */
export function sqliteIdempotencyStore(
  pathOrDatabase: string | Database.Database,
  options: SqliteIdempotencyStoreOptions = {},
): SqliteIdempotencyStore {
  const { ttlMs, leaseMs } = storeTiming(options);
  const now = options.now ?? Date.now;
  const table = checkIdentifier('table name', options.table ?? 'asixto_idempotency');

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
  // Batched, so a purge holds the write lock for a bounded time and calls run between batches.
  const purge = db.prepare(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE expires_at <= ? LIMIT ${PURGE_BATCH})`,
  );
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
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
    if (row.state === 'done')
      return { state: 'done', result: parseStoredResult(row.result ?? '', scope, key) };
    if (row.claimed_at + leaseMs <= t) {
      takeOver.run(token, t, t + ttlMs, scope, key, row.token);
      return { state: 'claimed', claim: { scope, key, token } };
    }
    return { state: 'pending' };
  });

  const completeSync = (claim: IdempotencyClaim, result: ToolResult): boolean =>
    finish.run(JSON.stringify(result), now() + ttlMs, claim.scope, claim.key, claim.token).changes === 1;

  const undo = (): void => {
    if (db.inTransaction) rollback.run();
  };

  return {
    database: db,
    claim(scope, key) {
      return exclusive(db, () => {
        checkKey(scope, key);
        const t = now();
        if (t - lastPurge > PURGE_EVERY_MS) {
          lastPurge = t;
          purge.run(t);
        }
        return claimTx.immediate(scope, key);
      });
    },
    complete(claim, result) {
      return exclusive(db, () => completeSync(claim, result));
    },
    async release(claim) {
      await exclusive(db, () => releaseStmt.run(claim.scope, claim.key, claim.token));
    },
    async purgeExpired() {
      let total = 0;
      for (;;) {
        const removed = await exclusive(db, () => purge.run(now()).changes);
        total += removed;
        if (removed < PURGE_BATCH) return total;
      }
    },
    transaction(claim, fn) {
      // The effect and the key's completion commit together; the connection is ours until then.
      return exclusive(db, async () => {
        begin.run();
        try {
          const result = await fn(db);
          if (result.isError) {
            undo();
            return result;
          }
          if (!completeSync(claim, result)) {
            throw new IdempotencyStoreError(
              `idempotency claim on ${claim.scope}/${claim.key} was lost before commit`,
            );
          }
          commit.run();
          return result;
        } catch (error) {
          undo();
          throw error;
        }
      });
    },
    exclusive(fn) {
      return exclusive(db, fn);
    },
    async close() {
      await exclusive(db, () => {
        if (owned && db.open) db.close();
      });
    },
  };
}
