import type Database from 'better-sqlite3';
import type { CallRecord, CallRecordStore, RecordStats } from './call-record.js';
import { percentileRanks } from './percentile.js';
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

/** The SQLite schema of the call records: a migration of `sqlite-registry-store.ts`. */
export const SQLITE_CALL_RECORDS_MIGRATION = callRecordsTable(
  { bigint: 'INTEGER', real: 'REAL', bool: 'INTEGER' },
  'WITHOUT ROWID',
);

const P = [0.5, 0.99] as const;

/**
 * {@link CallRecordStore} on the registry's SQLite connection. Percentiles are computed in SQL with
 * window functions (the ranks `percentile_cont` interpolates between), so they agree with
 * PostgreSQL's and only a few rows per group come back.
 */
export function createSqliteCallRecordStore(
  db: Database.Database,
  run: <T>(what: string, fn: () => T) => Promise<T>,
): CallRecordStore {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO call_records (${RECORD_COLUMNS.join(', ')})
     VALUES (${RECORD_COLUMNS.map(() => '?').join(', ')})`,
  );
  const appendAll = db.transaction((records: readonly CallRecord[]) => {
    for (const r of records) insert.run(rowValues(r, r.truncated ? 1 : 0));
  });
  const ph = (): string => '?';

  return {
    append: (records) => run('append call records', () => appendAll(records)),
    list: (filter, limit, cursor) =>
      run('list call records', () => {
        const { sql, values } = recordWhere(filter, ph, cursor);
        return db
          .prepare<unknown[], RecordRow>(
            `SELECT * FROM call_records ${sql} ORDER BY at_ms DESC, id DESC LIMIT ?`,
          )
          .all(...values, limit)
          .map(toRecord);
      }),
    stats: (q) =>
      run('call record stats', () => {
        const { sql, values } = recordWhere(statsFilter(q), ph);
        const { key, bucket } = statsGroup(q);
        const rows = db
          .prepare<unknown[], StatsRow>(
            `SELECT ${key} AS key, ${bucket} AS bucket, ${STATS_COUNTS}
             FROM call_records ${sql} GROUP BY 1, 2 ORDER BY 2, 1`,
          )
          .all(...values);
        // The rows at the ranks each percentile needs, per group: at most four per group.
        const ranked = db
          .prepare<unknown[], { key: string; bucket: number; rn: number; n: number; v: number }>(
            `SELECT key, bucket, rn, n, v FROM (
               SELECT ${key} AS key, ${bucket} AS bucket, latency_ms AS v,
                 ROW_NUMBER() OVER (PARTITION BY ${key}, ${bucket} ORDER BY latency_ms) AS rn,
                 COUNT(*) OVER (PARTITION BY ${key}, ${bucket}) AS n
               FROM call_records ${sql})
             WHERE ${P.map((p) => `rn IN (CAST(1 + ${p} * (n - 1) AS INTEGER), CAST(1 + ${p} * (n - 1) AS INTEGER) + 1)`).join(' OR ')}`,
          )
          .all(...values);
        const at = new Map<string, Map<number, number>>();
        for (const r of ranked) {
          const group = `${r.key}\u0000${r.bucket}`;
          let ranks = at.get(group);
          if (!ranks) at.set(group, (ranks = new Map()));
          ranks.set(r.rn, r.v);
        }
        return rows.map((row): RecordStats => {
          const ranks = at.get(`${row.key}\u0000${row.bucket}`) ?? new Map<number, number>();
          const n = Number(row.calls);
          const [p50, p99] = P.map((p) => {
            const { lower, upper, weight } = percentileRanks(p, n);
            const a = ranks.get(lower);
            const b = ranks.get(upper) ?? a;
            return a === undefined || b === undefined ? null : a + (b - a) * weight;
          });
          return toStats(row, q, p50 ?? null, p99 ?? null);
        });
      }),
    purge: (before) =>
      run('purge call records', () => ({
        rows: db.prepare('DELETE FROM call_records WHERE at_ms < ?').run(before).changes,
      })),
  };
}
