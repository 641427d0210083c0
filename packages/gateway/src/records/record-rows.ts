import { RECORD_OUTCOMES } from './call-record.js';
import type { CallRecord, CallRecordFilter, RecordCursor, RecordStats, StatsQuery } from './call-record.js';

/** The columns both engines store (`at_ms` is what PostgreSQL partitions by). */
export const RECORD_COLUMNS = [
  'at_ms',
  'id',
  'kind',
  'company',
  'server_id',
  'tool',
  'outcome',
  'error_type',
  'error_class',
  'attempts',
  'latency_ms',
  'truncated',
  'request_id',
  'instance',
  'key_id',
  'conversation',
  'leaks',
] as const;

/**
 * The `call_records` table in an engine's types. `at_ms` is milliseconds since the epoch (what
 * PostgreSQL partitions by); `(at_ms, id)` is the cursor's key.
 */
export function callRecordsTable(types: { bigint: string; real: string; bool: string }, suffix = ''): string {
  return `CREATE TABLE call_records (
     at_ms        ${types.bigint} NOT NULL,
     id           TEXT NOT NULL,
     kind         TEXT NOT NULL,
     company      TEXT NOT NULL,
     server_id    TEXT,
     tool         TEXT NOT NULL,
     outcome      TEXT NOT NULL,
     error_type   TEXT,
     error_class  TEXT NOT NULL,
     attempts     INTEGER NOT NULL,
     latency_ms   ${types.real} NOT NULL,
     truncated    ${types.bool} NOT NULL,
     request_id   TEXT NOT NULL,
     instance     TEXT NOT NULL,
     key_id       TEXT,
     conversation TEXT,
     leaks        TEXT,
     PRIMARY KEY (at_ms, id)
   ) ${suffix};
   CREATE INDEX call_records_by_company ON call_records (company, at_ms);
   CREATE INDEX call_records_by_server ON call_records (server_id, at_ms);`;
}

export interface RecordRow {
  at_ms: number | string;
  id: string;
  kind: string;
  company: string;
  server_id: string | null;
  tool: string;
  outcome: string;
  error_type: string | null;
  error_class: string;
  attempts: number;
  latency_ms: number;
  truncated: number | boolean;
  request_id: string;
  instance: string;
  key_id: string | null;
  conversation: string | null;
  leaks: string | null;
}

export function rowValues(r: CallRecord, truncated: number | boolean): unknown[] {
  return [
    Date.parse(r.at),
    r.id,
    r.kind,
    r.company,
    r.serverId ?? null,
    r.tool,
    r.outcome,
    r.errorType ?? null,
    r.errorClass,
    r.attempts,
    r.latencyMs,
    truncated,
    r.requestId,
    r.instance,
    r.keyId ?? null,
    r.conversation ?? null,
    r.leaks === undefined ? null : JSON.stringify(r.leaks),
  ];
}

export function toRecord(r: RecordRow): CallRecord {
  return {
    id: r.id,
    at: new Date(Number(r.at_ms)).toISOString(),
    kind: r.kind as CallRecord['kind'],
    company: r.company,
    ...(r.server_id === null ? {} : { serverId: r.server_id }),
    tool: r.tool,
    outcome: r.outcome as CallRecord['outcome'],
    ...(r.error_type === null ? {} : { errorType: r.error_type }),
    errorClass: r.error_class as CallRecord['errorClass'],
    attempts: r.attempts,
    latencyMs: r.latency_ms,
    truncated: Boolean(r.truncated),
    requestId: r.request_id,
    instance: r.instance,
    ...(r.key_id === null ? {} : { keyId: r.key_id }),
    ...(r.conversation === null ? {} : { conversation: r.conversation }),
    ...(r.leaks === null ? {} : { leaks: JSON.parse(r.leaks) as CallRecord['leaks'] }),
  };
}

type Placeholder = (n: number) => string;

/** A WHERE clause over the filter (values bound, never spliced), plus the cursor's keyset bound. */
export function recordWhere(
  filter: CallRecordFilter & { serverOnly?: boolean },
  ph: Placeholder,
  cursor?: RecordCursor,
): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const parts: string[] = [];
  const bind = (value: unknown): string => {
    values.push(value);
    return ph(values.length);
  };
  const eq = (column: string, value: unknown): void => {
    if (value !== undefined) parts.push(`${column} = ${bind(value)}`);
  };
  eq('company', filter.company);
  eq('tool', filter.tool);
  eq('outcome', filter.outcome);
  eq('error_type', filter.errorType);
  eq('kind', filter.kind);
  if (filter.companies !== undefined) {
    parts.push(
      filter.companies.size === 0 ? 'FALSE' : `company IN (${[...filter.companies].map(bind).join(', ')})`,
    );
  }
  if (filter.since !== undefined) parts.push(`at_ms >= ${bind(Date.parse(filter.since))}`);
  if (filter.until !== undefined) parts.push(`at_ms < ${bind(Date.parse(filter.until))}`);
  if (filter.serverOnly) parts.push('server_id IS NOT NULL');
  if (cursor !== undefined) {
    parts.push(`(at_ms < ${bind(cursor.at)} OR (at_ms = ${bind(cursor.at)} AND id < ${bind(cursor.id)}))`);
  }
  return { sql: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, values };
}

/** The filter of a stats query: tool calls in the window, of the visible companies. */
export function statsFilter(q: StatsQuery): CallRecordFilter & { serverOnly: boolean } {
  return {
    kind: 'call',
    since: new Date(q.since).toISOString(),
    until: new Date(q.until).toISOString(),
    ...(q.company !== undefined ? { company: q.company } : {}),
    ...(q.companies !== undefined ? { companies: q.companies } : {}),
    serverOnly: q.groupBy === 'server',
  };
}

/** The grouping expressions of a stats query: the key column and the bucket index. */
export function statsGroup(q: StatsQuery): { key: string; bucket: string } {
  const bucketMs = q.bucketMs === undefined ? undefined : Math.max(1, Math.trunc(q.bucketMs));
  return {
    key: q.groupBy === 'server' ? 'server_id' : 'tool',
    // A trusted integer we computed, so it may be spliced; integer division in both engines.
    bucket: bucketMs === undefined ? '0' : `(at_ms / ${bucketMs})`,
  };
}

/** The counting columns of a stats query, the same SQL in both engines. */
export const STATS_COUNTS = [
  'COUNT(*) AS calls',
  "SUM(CASE WHEN error_class = 'business' THEN 1 ELSE 0 END) AS business",
  "SUM(CASE WHEN error_class = 'technical' THEN 1 ELSE 0 END) AS technical",
  ...RECORD_OUTCOMES.map((o) => `SUM(CASE WHEN outcome = '${o}' THEN 1 ELSE 0 END) AS o_${o}`),
].join(', ');

export type StatsRow = {
  key: string;
  bucket: number | string;
  calls: number | string;
  business: number | string;
  technical: number | string;
} & Record<`o_${(typeof RECORD_OUTCOMES)[number]}`, number | string>;

export function toStats(row: StatsRow, q: StatsQuery, p50: number | null, p99: number | null): RecordStats {
  const outcomes = Object.fromEntries(
    RECORD_OUTCOMES.map((o) => [o, Number(row[`o_${o}`])]),
  ) as RecordStats['outcomes'];
  return {
    key: row.key,
    bucketStart: q.bucketMs === undefined ? q.since : Number(row.bucket) * Math.trunc(q.bucketMs),
    calls: Number(row.calls),
    businessErrors: Number(row.business),
    technicalErrors: Number(row.technical),
    outcomes,
    p50Ms: p50,
    p99Ms: p99,
  };
}
