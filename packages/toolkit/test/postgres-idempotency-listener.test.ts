// The PostgreSQL idempotency store's listening connection (its LISTEN for finished claims): lost
// after close or while open, against the machine's PostgreSQL.
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { ok, postgresIdempotencyStore } from '../src/index.js';
import { claimed } from './support/claimed.js';
import { createTestDatabase, POSTGRES_ADMIN_URL, requireServices } from './support/services.js';

const up = await requireServices(['postgres']);

/** The execution of a duplicate that must only wait (it fails the test if it runs). */

describe.skipIf(!up.postgres)('postgres store: its listening connection', () => {
  /** Terminates every backend on `database` from outside, as a DROP … WITH (FORCE) or a failover does. */
  async function terminateBackends(database: string): Promise<void> {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
    } finally {
      await admin.end();
    }
  }

  /** A pool whose idle-connection errors are counted rather than thrown. */
  function countingPool(url: string): { pool: pg.Pool; idleErrors: () => number } {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    let errors = 0;
    pool.on('error', () => errors++);
    return { pool, idleErrors: () => errors };
  }

  it('is given back once when it dies after close(), not a second time from its error handler', async () => {
    const database = await createTestDatabase('listen_after_close');
    const { pool, idleErrors } = countingPool(database.url);
    try {
      const store = postgresIdempotencyStore(pool, { logger: pino({ level: 'silent' }) });
      await store.ready();
      await store.close();
      expect(pool.idleCount).toBeGreaterThan(0);
      // Before the fix the store's own handler, still attached, released the idle connection again
      // and pg-pool threw "Release called on client which has already been released" uncaught.
      await terminateBackends(database.name);
      await vi.waitFor(() => expect(idleErrors()).toBeGreaterThan(0));
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it('losing it while open falls back to polling, and the next claim listens again', async () => {
    const database = await createTestDatabase('listen_lost');
    const { pool } = countingPool(database.url);
    try {
      const store = postgresIdempotencyStore(pool, { logger: pino({ level: 'silent' }) });
      const claim = claimed(await store.claim('perdida', 'k1'));
      await terminateBackends(database.name);
      await vi.waitFor(async () => expect((await store.claim('perdida', 'k2')).state).toBe('claimed'));
      expect(await store.complete(claim, ok({ listo: true }, 'Listo.'))).toBe(true);
      expect(await store.claim('perdida', 'k1')).toMatchObject({ state: 'done' });
      await store.close();
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
