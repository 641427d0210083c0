import type { Pool, PoolClient } from 'pg';

export const DAY_MS = 86_400_000;
/** Serialises partition DDL among instances (a transaction-level advisory lock). */
const PARTITION_LOCK_KEY = 0x61737863; // "asxc"
const NAME = /^call_records_p(\d{4})(\d{2})(\d{2})$/;

/** The partition holding day `dayStart` (ms, UTC midnight): `call_records_pYYYYMMDD`. */
export function partitionName(dayStart: number): string {
  return `call_records_p${new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The day a partition name stands for (ms), or undefined for a table that is not one of ours. */
export function partitionDay(name: string): number | undefined {
  const m = NAME.exec(name);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

export const dayStartOf = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * Creates the day partitions of `days` that do not exist yet. Instances doing it together would
 * race on the catalog, so each does it under one advisory lock, inside a transaction.
 */
export async function ensurePartitions(pool: Pool, days: Iterable<number>): Promise<void> {
  const wanted = [...new Set([...days].map(dayStartOf))];
  if (wanted.length === 0) return;
  await underPartitionLock(pool, async (client) => {
    for (const day of wanted) {
      // Names and bounds are computed from numbers, never from input.
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF call_records
         FOR VALUES FROM (${day}) TO (${day + DAY_MS})`,
      );
    }
  });
}

/** Runs `fn` in a transaction holding the partitions' advisory lock. */
async function underPartitionLock(pool: Pool, fn: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_KEY]);
      await fn(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

/** Drops the day partitions that end at or before `before` (ms); returns their names. */
export async function dropPartitionsBefore(pool: Pool, before: number): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
     JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
     WHERE p.relname = 'call_records' AND p.relnamespace = current_schema()::regnamespace`,
  );
  const old = rows
    .map((r) => r.name)
    .filter((name) => {
      const day = partitionDay(name);
      return day !== undefined && day + DAY_MS <= before;
    })
    .sort();
  if (old.length > 0) {
    await underPartitionLock(pool, async (client) => {
      for (const name of old) await client.query(`DROP TABLE IF EXISTS ${name}`);
    });
  }
  return old;
}
