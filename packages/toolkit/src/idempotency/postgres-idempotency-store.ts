import { randomUUID } from 'node:crypto';
import type { Notification, Pool, PoolClient, QueryConfig } from 'pg';
import { IdempotencyStoreError } from '../errors.js';
import type { ToolResult } from '../results/tool-result.js';
import { defaultLogger } from '../server/logger.js';
import type { ToolkitLogger } from '../server/logger.js';
import type { IdempotencyClaim, IdempotencyStore } from './idempotency-store.js';
import { keyId, KeyListeners } from './key-listeners.js';
import {
  checkIdentifier,
  checkKey,
  parseStoredResult,
  PURGE_BATCH,
  PURGE_EVERY_MS,
  storeTiming,
} from './store-options.js';
import type { IdempotencyStoreTiming } from './store-options.js';

export interface PostgresIdempotencyStoreOptions extends IdempotencyStoreTiming {
  /** Table name, when the default (`asixto_idempotency`) collides with one of yours. */
  table?: string;
  /**
   * Wake waiting duplicates with `LISTEN/NOTIFY` (default true). The store then holds ONE
   * connection of the pool for as long as it is open: size the pool for it.
   */
  notify?: boolean;
  /** Where background failures (cleanup, the listening connection) are reported. */
  logger?: ToolkitLogger;
}

export interface PostgresIdempotencyStore extends IdempotencyStore<PoolClient> {
  /**
   * The transactional form: `fn` receives a pool client inside `BEGIN`; its writes and the key's
   * completion commit together (or neither does).
   */
  transaction(
    claim: IdempotencyClaim,
    fn: (tx: PoolClient) => ToolResult | Promise<ToolResult>,
  ): Promise<ToolResult>;
  /** Creates the table (once, under an advisory lock) and starts listening; every call awaits it. */
  ready(): Promise<void>;
}

interface ClaimRow {
  claimed: boolean;
  state: 'pending' | 'done' | null;
  result: string | null;
}

// Milliseconds as an interval, from a parameter.
const ms = (n: number): string => `($${n}::float8 * interval '1 millisecond')`;

/**
 * The idempotency store for several replicas on one PostgreSQL database (driver `pg`): a table
 * with a primary key per (tool, key), claimed in one statement (`INSERT … ON CONFLICT DO UPDATE`
 * that only takes over an expired key or an abandoned claim), times from the database's clock so
 * replicas' clocks do not matter, waiting duplicates woken by `LISTEN/NOTIFY`, and expired keys
 * deleted in the background in small `SKIP LOCKED` batches that never wait on a call.
 *
 * The transactional form runs the handler's writes and the key's completion in one transaction
 * on one pool client. The pool belongs to the caller: `close()` releases what the store holds
 * (its listening connection) and leaves the pool open; close the store before ending the pool.
 *
 * @example
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const store = postgresIdempotencyStore(pool);
 * const server = createToolServer({ name, version, tools, auth, idempotency: store });
 */
export function postgresIdempotencyStore(
  pool: Pool,
  options: PostgresIdempotencyStoreOptions = {},
): PostgresIdempotencyStore {
  const { ttlMs, leaseMs } = storeTiming(options);
  const table = checkIdentifier('table name', options.table ?? 'asixto_idempotency');
  const channel = `${table}_changed`;
  const notify = options.notify ?? true;
  const logger = options.logger ?? defaultLogger('asixto-idempotency');

  const claimSql = `
    WITH claimed AS (
      INSERT INTO ${table} AS cur (scope, key, state, token, result, claimed_at, expires_at)
      VALUES ($1, $2, 'pending', $3, NULL, clock_timestamp(), clock_timestamp() + ${ms(4)})
      ON CONFLICT (scope, key) DO UPDATE
        SET state = 'pending', token = EXCLUDED.token, result = NULL,
            claimed_at = EXCLUDED.claimed_at, expires_at = EXCLUDED.expires_at
        WHERE cur.expires_at <= clock_timestamp()
           OR (cur.state = 'pending' AND cur.claimed_at + ${ms(5)} <= clock_timestamp())
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, s.state, s.result::text AS result
      FROM (SELECT 1) AS one LEFT JOIN ${table} AS s ON s.scope = $1 AND s.key = $2`;
  // A waiter marks the pending row, so its holder's completion (or release) notifies only when
  // someone waits: NOTIFY serializes commits database-wide, which would cap throughput for nothing.
  // One row when the row was marked still pending; none when it completed or vanished meanwhile.
  const markWaitingSql = `UPDATE ${table} SET waiters = true WHERE scope = $1 AND key = $2 AND state = 'pending'`;
  // One row when the claim was still ours; the notification is delivered on commit.
  const completeSql = `
    WITH done AS (
      UPDATE ${table} SET state = 'done', result = $4::json, expires_at = clock_timestamp() + ${ms(5)}
       WHERE scope = $1 AND key = $2 AND token = $3 AND state = 'pending' RETURNING waiters
    )
    SELECT CASE WHEN waiters THEN pg_notify($6, $7) END FROM done`;
  const releaseSql = `
    WITH gone AS (
      DELETE FROM ${table} WHERE scope = $1 AND key = $2 AND token = $3 AND state = 'pending' RETURNING waiters
    )
    SELECT CASE WHEN waiters THEN pg_notify($4, $5) END FROM gone`;
  const purgeSql = `
    DELETE FROM ${table} WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM ${table} WHERE expires_at <= clock_timestamp()
       LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED))`;

  // Named statements: each pool connection parses and plans the hot statements once, not per call.
  const named = (what: string, text: string, values: unknown[]): QueryConfig => ({
    name: `${table}_${what}`,
    text,
    values,
  });

  const payload = (scope: string, key: string): string => JSON.stringify([scope, key]);
  // The one statement that stores an answer, outside a transaction or inside the handler's.
  const completion = (claim: IdempotencyClaim, result: ToolResult): QueryConfig =>
    named('complete', completeSql, [
      claim.scope,
      claim.key,
      claim.token,
      JSON.stringify(result),
      ttlMs,
      channel,
      payload(claim.scope, claim.key),
    ]);

  const listeners = new KeyListeners();
  let listener: { client: PoolClient; giveBack: (error?: Error) => void } | undefined;
  let listening: Promise<void> | undefined;
  let schema: Promise<void> | undefined;
  let purging: Promise<unknown> | undefined;
  let lastPurge = 0;
  let closed = false;

  const onNotification = (message: Notification): void => {
    if (message.channel !== channel) return;
    try {
      const [scope, key] = JSON.parse(message.payload ?? '') as [string, string];
      listeners.wake(keyId(scope, key));
    } catch {
      listeners.wakeAll(); // a payload we did not write: wake everyone rather than miss one
    }
  };

  async function createSchema(): Promise<void> {
    const client = await pool.connect();
    let failed: Error | undefined;
    try {
      await client.query('BEGIN');
      // Replicas starting together would race on CREATE TABLE IF NOT EXISTS; one at a time.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`asixto-idempotency:${table}`]);
      await client.query(`
        CREATE TABLE IF NOT EXISTS ${table} (
          scope text NOT NULL,
          key text NOT NULL,
          state text NOT NULL CHECK (state IN ('pending', 'done')),
          token uuid NOT NULL,
          result json,
          waiters boolean NOT NULL DEFAULT false,
          claimed_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL,
          PRIMARY KEY (scope, key)
        )`);
      await client.query(`CREATE INDEX IF NOT EXISTS ${table}_expires ON ${table} (expires_at)`);
      await client.query('COMMIT');
    } catch (error) {
      failed = error as Error;
      await client.query('ROLLBACK').catch(() => undefined); // the connection is discarded below anyway
      throw error;
    } finally {
      client.release(failed);
    }
  }

  async function listen(): Promise<void> {
    const client = await pool.connect();
    let released = false;
    // Every path that gives the connection back goes through here, once: a connection that errors
    // after close() released it (a database dropped under an idle pool) must not be released twice.
    const giveBack = (error?: Error): void => {
      if (released) return;
      released = true;
      client.removeListener('notification', onNotification);
      client.removeListener('error', onError);
      // A connection given back broken is ended by the pool; a late error from it must not go uncaught.
      if (error !== undefined) client.on('error', () => undefined);
      client.release(error);
    };
    const onError = (error: Error): void => {
      logger.warn(
        { err: error },
        'idempotency store: listening connection lost; waiters fall back to polling',
      );
      if (listener?.client === client) {
        listener = undefined;
        listening = undefined;
      }
      giveBack(error);
      listeners.wakeAll();
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      giveBack(error as Error);
      throw error;
    }
    listener = { client, giveBack };
  }

  function ready(): Promise<void> {
    if (closed) return Promise.reject(new IdempotencyStoreError('idempotency store is closed'));
    // A failed attempt is forgotten, so the next call tries again (the database may be back).
    schema ??= createSchema().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    if (!notify) return schema;
    listening ??= schema.then(listen).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  function purgeInBackground(): void {
    if (purging || Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    purging = store
      .purgeExpired()
      .catch((error: unknown) => logger.warn({ err: error }, 'idempotency store: cleanup failed'))
      .finally(() => (purging = undefined));
  }

  const store: PostgresIdempotencyStore = {
    ready,
    async claim(scope, key) {
      checkKey(scope, key);
      await ready();
      purgeInBackground();
      // A row that completes or vanishes between the two statements below is asked again.
      for (let turn = 0; ; turn++) {
        const token = randomUUID();
        const { rows } = await pool.query<ClaimRow>(
          named('claim', claimSql, [scope, key, token, ttlMs, leaseMs]),
        );
        const row = rows[0];
        if (row?.claimed) return { state: 'claimed', claim: { scope, key, token } };
        if (row?.state === 'done') {
          return { state: 'done', result: parseStoredResult(row.result ?? '', scope, key) };
        }
        // Pending (or committed after this statement's snapshot): tell the holder someone waits.
        if (!notify || turn === 2 || (await pool.query(markWaitingSql, [scope, key])).rowCount === 1) {
          return { state: 'pending' };
        }
      }
    },
    async complete(claim, result) {
      await ready();
      return (await pool.query(completion(claim, result))).rowCount === 1;
    },
    async release(claim) {
      await ready();
      await pool.query(
        named('release', releaseSql, [
          claim.scope,
          claim.key,
          claim.token,
          channel,
          payload(claim.scope, claim.key),
        ]),
      );
    },
    async purgeExpired() {
      await ready();
      let total = 0;
      for (;;) {
        const removed = (await pool.query(purgeSql)).rowCount ?? 0;
        total += removed;
        if (removed < PURGE_BATCH) return total;
      }
    },
    async transaction(claim, fn) {
      await ready();
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        if (result.isError) {
          await client.query('ROLLBACK');
          return result;
        }
        if ((await client.query(completion(claim, result))).rowCount !== 1) {
          throw new IdempotencyStoreError(
            `idempotency claim on ${claim.scope}/${claim.key} was lost before commit`,
          );
        }
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is destroyed rather than returned to the pool.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError as Error));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    subscribe(scope, key, onChange) {
      return listeners.add(keyId(scope, key), onChange);
    },
    async close() {
      if (closed) return;
      closed = true;
      await purging;
      await listening?.catch(() => undefined);
      const held = listener;
      listener = undefined;
      if (held) {
        let failed: Error | undefined;
        await held.client.query(`UNLISTEN ${channel}`).catch((error: unknown) => (failed = error as Error));
        held.giveBack(failed);
      }
      listeners.wakeAll();
    },
  };
  return store;
}
