import type { CallFinishedEvent } from '../observer.js';

/** What a record is of: a tool call, or a catalog request (`POST /v1/catalog`, MCP `tools/list`). */
export type RecordKind = 'call' | 'catalog';

/**
 * How an outcome counts against a server: `technical` (timeout, unreachable, a SYSTEM error: the
 * server or the network failed), `business` (the tool answered with an error of the business, or
 * the gateway refused the model's request), `none` (ok).
 */
export type ErrorClass = 'none' | 'business' | 'technical';

/**
 * One durable record of a call or catalog request: who, which tool, how it ended, how long it took.
 * Never arguments, results or conversation text; the conversation only as a keyed hash.
 */
export interface CallRecord {
  /** Unique, for cursors (records of one millisecond are ordered by it). */
  id: string;
  at: string;
  kind: RecordKind;
  company: string;
  serverId?: string;
  tool: string;
  outcome: CallFinishedEvent['outcome'];
  errorType?: string;
  errorClass: ErrorClass;
  attempts: number;
  latencyMs: number;
  truncated: boolean;
  requestId: string;
  /** The gateway instance that served it. */
  instance: string;
  /** The managed key the request came with (absent for an environment token). */
  keyId?: string;
  /** HMAC-SHA256 of the conversation id under a key derived from the secret key (hex, 32 chars). */
  conversation?: string;
  /** What the result guard removed from the answer, per rule (absent when nothing leaked). */
  leaks?: { rule: string; count: number }[];
}

export function errorClassOf(outcome: string, errorType: string | undefined): ErrorClass {
  if (outcome === 'ok') return 'none';
  if (outcome === 'timeout' || outcome === 'unavailable') return 'technical';
  if (outcome === 'tool_error' && errorType === 'SYSTEM') return 'technical';
  return 'business';
}

export const RECORD_OUTCOMES = ['ok', 'tool_error', 'timeout', 'unavailable', 'rejected'] as const;

export interface CallRecordFilter {
  company?: string;
  /** Only these companies (what a tenant admin may see); absent: every company. */
  companies?: ReadonlySet<string>;
  tool?: string;
  outcome?: string;
  errorType?: string;
  kind?: RecordKind;
  /** Inclusive lower bound, ISO 8601. */
  since?: string;
  /** Exclusive upper bound, ISO 8601. */
  until?: string;
}

export function matchesRecord(record: CallRecord, filter: CallRecordFilter): boolean {
  return (
    (filter.company === undefined || record.company === filter.company) &&
    (filter.companies === undefined || filter.companies.has(record.company)) &&
    (filter.tool === undefined || record.tool === filter.tool) &&
    (filter.outcome === undefined || record.outcome === filter.outcome) &&
    (filter.errorType === undefined || record.errorType === filter.errorType) &&
    (filter.kind === undefined || record.kind === filter.kind)
  );
}

/** Where a page ended: the last record's time (ms) and id. */
export interface RecordCursor {
  at: number;
  id: string;
}

export interface CallRecordPage {
  records: CallRecord[];
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  next?: string;
}

/** Counts and latency percentiles of one group of tool-call records. */
export interface RecordStats {
  /** The server id or tool name the row groups by. */
  key: string;
  /** Start of the row's bucket (ms); the window's start when not bucketed. */
  bucketStart: number;
  calls: number;
  businessErrors: number;
  technicalErrors: number;
  outcomes: Record<(typeof RECORD_OUTCOMES)[number], number>;
  p50Ms: number | null;
  p99Ms: number | null;
}

export interface StatsQuery {
  /** Group by server (overview) or by tool (usage). */
  groupBy: 'server' | 'tool';
  since: number;
  until: number;
  /** Bucket width in ms, aligned on the epoch (UTC); absent: one bucket for the whole window. */
  bucketMs?: number;
  company?: string;
  companies?: ReadonlySet<string>;
}

/** The engine side of the records: SQLite embedded, PostgreSQL (partitioned by day) in cluster mode. */
export interface CallRecordStore {
  append(records: readonly CallRecord[]): Promise<void>;
  /** Newest first, keyset-paginated on (at, id). */
  list(filter: CallRecordFilter, limit: number, cursor?: RecordCursor): Promise<CallRecord[]>;
  stats(query: StatsQuery): Promise<RecordStats[]>;
  /**
   * Removes what is older than `before` (ms): PostgreSQL drops whole day partitions that end at or
   * before it, SQLite deletes rows. Returns what went (partition names, or a row count).
   */
  purge(before: number): Promise<{ partitions?: string[]; rows?: number }>;
}
