// The three idempotency stores behind one test-facing shape, so ONE contract suite runs on all of
// them, in this process and in child processes (`open` takes only serialisable config).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { pino } from 'pino';
import { createClient } from 'redis';
import { postgresIdempotencyStore, redisIdempotencyStore, sqliteIdempotencyStore } from '../../src/index.js';
import type { IdempotencyStore } from '../../src/index.js';
import { createTestDatabase, dropRedisPrefix, REDIS_URL, testName } from './services.js';

export type EngineName = 'sqlite' | 'postgres' | 'redis';
export const ENGINES: readonly EngineName[] = ['sqlite', 'postgres', 'redis'];

/** Where one engine's data lives for this run: a file, a database URL, a key prefix. */
export interface EngineConfig {
  engine: EngineName;
  sqlitePath?: string;
  postgresUrl?: string;
  redisPrefix?: string;
}

const silent = pino({ level: 'silent' });

/** One open store plus what it stands on, and how to close both. */
export interface OpenedStore {
  store: IdempotencyStore;
  /** Writes one effect row inside a transaction handle of this engine (transactional engines only). */
  effect?: (tx: unknown, key: string) => Promise<void>;
  close(): Promise<void>;
}

/** Opens a store on `config` as a fresh process or replica would: its own connections. */
export async function openStore(
  config: EngineConfig,
  options: { leaseMs?: number } = {},
): Promise<OpenedStore> {
  if (config.engine === 'sqlite') {
    const db = new Database(config.sqlitePath ?? ':memory:');
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE IF NOT EXISTS efectos (key TEXT NOT NULL)');
    const store = sqliteIdempotencyStore(db, options);
    return {
      store,
      effect: async (tx, key) => {
        (tx as Database.Database).prepare('INSERT INTO efectos (key) VALUES (?)').run(key);
      },
      async close() {
        await store.close();
        db.close();
      },
    };
  }
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.postgresUrl, max: 6 });
    // Dropping the test database terminates idle connections; a pool without a listener would
    // turn that into an uncaught exception after the tests have passed.
    pool.on('error', () => undefined);
    await pool.query('CREATE TABLE IF NOT EXISTS efectos (key text NOT NULL)').catch(async () => {
      // Two processes creating it at once: one of them loses the race, harmlessly.
      await pool.query('SELECT 1 FROM efectos LIMIT 1');
    });
    const store = postgresIdempotencyStore(pool, { ...options, logger: silent });
    return {
      store,
      effect: async (tx, key) => {
        await (tx as pg.PoolClient).query('INSERT INTO efectos (key) VALUES ($1)', [key]);
      },
      async close() {
        try {
          await store.close();
        } finally {
          await pool.end();
        }
      },
    };
  }
  const client = createClient({ url: REDIS_URL });
  client.on('error', () => undefined); // a failing command rejects its own promise
  await client.connect();
  const store = redisIdempotencyStore(client, { ...options, prefix: config.redisPrefix, logger: silent });
  return {
    store,
    async close() {
      await store.close();
      await client.close();
    },
  };
}

/** One engine set up for a test run: its data created on `setup`, dropped on `teardown`. */
export interface TestEngine {
  name: EngineName;
  config: EngineConfig;
  transactional: boolean;
  notifies: boolean;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** Every store opened here is closed on teardown (even when a test failed half-way). */
  open(options?: { leaseMs?: number }): Promise<OpenedStore>;
  /** How long the engine will keep `scope/key`, read from the engine itself. */
  remainingTtlMs(scope: string, key: string): Promise<number>;
  /** Moves the key's expiry into the past, as if 7 days had gone by. */
  expire(scope: string, key: string): Promise<void>;
  /** Effect rows written through the transactional form for `key`. */
  effects(key: string): Promise<number>;
}

export function testEngine(name: EngineName): TestEngine {
  const opened: OpenedStore[] = [];
  const config: EngineConfig = { engine: name };
  let dir: string | undefined;
  let drop: (() => Promise<unknown>) | undefined;
  let admin: { sqlite?: Database.Database; pool?: pg.Pool; redis?: ReturnType<typeof createClient> } = {};
  const redisKey = (scope: string, key: string): string =>
    `${config.redisPrefix}${encodeURIComponent(scope)}:${key}`;
  const ensureSchema = async (): Promise<void> => {
    // The store creates its table on first use; make sure that has happened before poking at it.
    const probe = await engine.open();
    await probe.store.claim('engine-probe', 'x');
  };

  const engine: TestEngine = {
    name,
    config,
    transactional: name !== 'redis',
    notifies: name !== 'sqlite',
    async setup() {
      if (name === 'sqlite') {
        dir = mkdtempSync(join(tmpdir(), 'toolkit-store-'));
        config.sqlitePath = join(dir, 'store.db');
        drop = async () => rmSync(dir as string, { recursive: true, force: true });
        await ensureSchema();
        admin.sqlite = new Database(config.sqlitePath);
      } else if (name === 'postgres') {
        const database = await createTestDatabase('toolkit');
        config.postgresUrl = database.url;
        drop = () => database.drop();
        await ensureSchema();
        admin.pool = new pg.Pool({ connectionString: database.url, max: 2 });
        admin.pool.on('error', () => undefined); // idle connections ended by the drop
      } else {
        config.redisPrefix = `${testName('toolkit')}:`;
        drop = () => dropRedisPrefix(config.redisPrefix as string);
        admin.redis = createClient({ url: REDIS_URL });
        admin.redis.on('error', () => undefined);
        await admin.redis.connect();
      }
    },
    async teardown() {
      const closing = opened.splice(0).map((o) => o.close().catch(() => undefined));
      await Promise.all(closing);
      admin.sqlite?.close();
      await admin.pool?.end();
      if (admin.redis?.isOpen) await admin.redis.close();
      admin = {};
      await drop?.();
    },
    async open(options) {
      const store = await openStore(config, options);
      opened.push(store);
      return store;
    },
    async remainingTtlMs(scope, key) {
      if (admin.sqlite) {
        const row = admin.sqlite
          .prepare('SELECT expires_at FROM asixto_idempotency WHERE scope = ? AND key = ?')
          .get(scope, key) as { expires_at: number } | undefined;
        return row ? row.expires_at - Date.now() : -1;
      }
      if (admin.pool) {
        const { rows } = await admin.pool.query<{ ms: number }>(
          `SELECT extract(epoch FROM expires_at - clock_timestamp()) * 1000 AS ms
             FROM asixto_idempotency WHERE scope = $1 AND key = $2`,
          [scope, key],
        );
        return rows[0] ? Number(rows[0].ms) : -1;
      }
      return (admin.redis as NonNullable<typeof admin.redis>).pTTL(redisKey(scope, key));
    },
    async expire(scope, key) {
      if (admin.sqlite) {
        admin.sqlite
          .prepare('UPDATE asixto_idempotency SET expires_at = 0 WHERE scope = ? AND key = ?')
          .run(scope, key);
      } else if (admin.pool) {
        await admin.pool.query(
          `UPDATE asixto_idempotency SET expires_at = clock_timestamp() - interval '1 second' WHERE scope = $1 AND key = $2`,
          [scope, key],
        );
      } else await (admin.redis as NonNullable<typeof admin.redis>).del(redisKey(scope, key));
    },
    async effects(key) {
      if (admin.sqlite) {
        return (
          admin.sqlite.prepare('SELECT COUNT(*) AS n FROM efectos WHERE key = ?').get(key) as { n: number }
        ).n;
      }
      if (admin.pool) {
        const { rows } = await admin.pool.query<{ n: string }>(
          'SELECT COUNT(*) AS n FROM efectos WHERE key = $1',
          [key],
        );
        return Number(rows[0]?.n ?? 0);
      }
      return 0;
    },
  };
  return engine;
}
