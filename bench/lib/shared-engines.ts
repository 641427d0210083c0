// The machine's PostgreSQL and Redis for the bench's scaled-out figures: a database and a key
// prefix of its own per run, removed afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';

export interface SharedEngines {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  drop(): Promise<void>;
}

const ADMIN_URL = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Creates the run's database and prefix; rejects with the reason when an engine is unreachable. */
export async function createSharedEngines(): Promise<SharedEngines> {
  const name = `asixto_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3_000, reconnectStrategy: false } });
  redis.on('error', () => undefined); // connect() rejects with it
  await redis.connect();
  await redis.close();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const redisPrefix = `${name}:`;
  return {
    databaseUrl: databaseUrl.toString(),
    redisUrl: REDIS_URL,
    redisPrefix,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      const r = createClient({ url: REDIS_URL });
      await r.connect();
      try {
        for await (const keys of r.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) {
          if (keys.length > 0) await r.unlink(keys);
        }
      } finally {
        await r.close();
      }
    },
  };
}
