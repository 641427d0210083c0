// The machine's PostgreSQL and Redis, for tests that need them. Each test run makes its own
// database or key prefix (random names) and drops it. A missing service fails the test file with
// a message naming what is missing, unless GATEWAY_TEST_NO_SERVICES=1 says to skip (loudly).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';

export const POSTGRES_ADMIN_URL =
  process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export type Service = 'postgres' | 'redis';

const WHERE: Record<Service, string> = {
  postgres: `PostgreSQL at ${POSTGRES_ADMIN_URL} (user postgres, trust auth)`,
  redis: `Redis at ${REDIS_URL}`,
};

async function reach(service: Service): Promise<void> {
  if (service === 'postgres') {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  } else {
    const client = createClient({
      url: REDIS_URL,
      socket: { connectTimeout: 3000, reconnectStrategy: false },
    });
    client.on('error', () => undefined); // the rejected connect() below reports it
    try {
      await client.connect();
      await client.ping();
    } finally {
      if (client.isOpen) await client.close();
    }
  }
}

/**
 * Checks that each service answers, and says which do. When one does not, throws a message naming
 * every missing one, or, with GATEWAY_TEST_NO_SERVICES=1, warns loudly and reports it as down (the
 * caller skips what needs it). Call it at the top level of a test file:
 * `const up = await requireServices(['postgres']); describe.skipIf(!up.postgres)(…)`.
 */
export async function requireServices(services: readonly Service[]): Promise<Record<Service, boolean>> {
  const up: Record<Service, boolean> = { postgres: false, redis: false };
  const missing: string[] = [];
  for (const service of services) {
    try {
      await reach(service);
      up[service] = true;
    } catch (error) {
      missing.push(`${WHERE[service]}: ${(error as Error).message || String(error)}`);
    }
  }
  if (missing.length === 0) return up;
  const what = `these tests need ${missing.join('; ')}`;
  if (process.env['GATEWAY_TEST_NO_SERVICES'] === '1') {
    console.warn(`\n*** SKIPPED (GATEWAY_TEST_NO_SERVICES=1): ${what} ***\n`);
    return up;
  }
  throw new Error(
    `Service unreachable: ${what}. Start it, or set GATEWAY_TEST_NO_SERVICES=1 to skip these tests.`,
  );
}

/** A random name for this run's database or key prefix. */
export function testName(kind: string): string {
  return `asixto_test_${kind}_${randomBytes(6).toString('hex')}`;
}

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, closing whatever connections are left on it. */
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database for this run. */
export async function createTestDatabase(kind: string): Promise<TestDatabase> {
  const name = testName(kind);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Deletes every Redis key under `prefix`. */
export async function dropRedisPrefix(prefix: string): Promise<number> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  let removed = 0;
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) removed += await client.unlink(keys);
    }
  } finally {
    await client.close();
  }
  return removed;
}
