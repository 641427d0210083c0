import type { Pool } from 'pg';
import type { CallRecordStore } from './call-record.js';
import {
  dayStartOf,
  DAY_MS,
  dropPartitionsBefore,
  ensurePartitions,
  partitionDay,
} from './postgres-call-partitions.js';
import {
  callRecordsTable,
  RECORD_COLUMNS,
  recordWhere,
  rowValues,
  statsFilter,
  statsGroup,
  STATS_COUNTS,
  toRecord,
  toStats,
} from './record-rows.js';
import type { RecordRow, StatsRow } from './record-rows.js';

/**
 * The PostgreSQL schema of the call records, partitioned by day on `at_ms` (declarative range
 * partitioning): retention drops a day's table instead of deleting rows. The partitions are made
 * by the store (ahead of time, and for any day a batch needs), not by the migration.
 */
export const POSTGRES_CALL_RECORDS_MIGRATION = callRecordsTable(
  { bigint: 'BIGINT', real: 'DOUBLE PRECISION', bool: 'BOOLEAN' },
  'PARTITION BY RANGE (at_ms)',
);

/** Days made ahead of the clock, so the first write of a day never waits for DDL. */
const DAYS_AHEAD = 2;

/** {@link CallRecordStore} on the PostgreSQL registry's pool (`run` waits for the migrations). */
export function createPostgresCallRecordStore(
  run: <T>(what: string, fn: (db: Pool) => Promise<T>) => Promise<T>,
  now: () => number = Date.now,
): CallRecordStore {
  const made = new Set<number>();
  async function ensure(db: Pool, days: number[]): Promise<void> {
    const today = dayStartOf(now());
    const wanted = [
      ...days.map(dayStartOf),
      ...Array.from({ length: DAYS_AHEAD + 1 }, (_, i) => today + i * DAY_MS),
    ];
    const missing = wanted.filter((d) => !made.has(d));
    if (missing.length === 0) return;
    await ensurePartitions(db, missing);
    for (const d of missing) made.add(d);
  }
  const ph = (n: number): string => `$${n}`;

  return {
    append: (records) =>
      run('append call records', async (db) => {
        if (records.length === 0) return;
        await ensure(
          db,
          records.map((r) => Date.parse(r.at)),
        );
        const values: unknown[] = [];
        const rows = records.map((r) => {
          const base = values.length;
          values.push(...rowValues(r, r.truncated));
          return `(${RECORD_COLUMNS.map((_, i) => `$${base + i + 1}`).join(', ')})`;
        });
        // One statement per batch; a record written twice (a retried flush) is kept once.
        await db.query(
          `INSERT INTO call_records (${RECORD_COLUMNS.join(', ')}) VALUES ${rows.join(', ')}
           ON CONFLICT DO NOTHING`,
          values,
        );
      }),
    list: (filter, limit, cursor) =>
      run('list call records', async (db) => {
        const { sql, values } = recordWhere(filter, ph, cursor);
        const { rows } = await db.query<RecordRow>(
          `SELECT * FROM call_records ${sql} ORDER BY at_ms DESC, id DESC LIMIT $${values.length + 1}`,
          [...values, limit],
        );
        return rows.map(toRecord);
      }),
    stats: (q) =>
      run('call record stats', async (db) => {
        const { sql, values } = recordWhere(statsFilter(q), ph);
        const { key, bucket } = statsGroup(q);
        const { rows } = await db.query<StatsRow & { p50: number | null; p99: number | null }>(
          `SELECT ${key} AS key, ${bucket} AS bucket, ${STATS_COUNTS},
             percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms) AS p50,
             percentile_cont(0.99) WITHIN GROUP (ORDER BY latency_ms) AS p99
           FROM call_records ${sql} GROUP BY 1, 2 ORDER BY 2, 1`,
          values,
        );
        return rows.map((row) => toStats(row, q, row.p50, row.p99));
      }),
    purge: (before) =>
      run('purge call records', async (db) => {
        const partitions = await dropPartitionsBefore(db, before);
        for (const name of partitions) made.delete(partitionDay(name) ?? -1);
        return { partitions };
      }),
  };
}
