import { randomUUID } from 'node:crypto';
import type { GatewayLogger } from '../logger.js';
import type { CallFinishedEvent, GatewayObserver } from '../observer.js';
import { createCallRecorder } from './call-recorder.js';
import type { CallRecorderOptions } from './call-recorder.js';
import { errorClassOf } from './call-record.js';
import type {
  CallRecord,
  CallRecordFilter,
  CallRecordPage,
  CallRecordStore,
  StatsQuery,
} from './call-record.js';
import { conversationHasher } from './conversation-hash.js';
import { encodeCursor } from './record-cursor.js';
import type { RecordCursor } from './call-record.js';

const DAY_MS = 86_400_000;

export interface CallRecordsOptions {
  store: CallRecordStore;
  instanceId: string;
  secretKey: string | Uint8Array;
  /** Records older than this many days go (hourly, and at start). */
  retentionDays: number;
  logger: GatewayLogger;
  /** Told of every record as it is made (the live stream, this instance's and the cluster's). */
  live?(record: CallRecord): void;
  recorder?: Pick<CallRecorderOptions, 'maxQueue' | 'batchSize' | 'flushMs' | 'onWritten' | 'onDropped'>;
  now?: () => number;
  purgeEveryMs?: number;
}

/** A catalog request as the records keep it. */
export interface CatalogRequestEvent {
  company: string;
  requestId: string;
  outcome: 'ok' | 'rejected' | 'unavailable';
  latencyMs: number;
  conversationId?: string;
  keyId?: string;
}

/**
 * The durable call records: made from the runtime's `callFinished` hook (and catalog requests),
 * queued and written in batches to the registry's engine, read back cluster-wide, and purged past
 * the retention.
 */
export function createCallRecords(options: CallRecordsOptions) {
  const { store, logger, instanceId } = options;
  const now = options.now ?? Date.now;
  const hash = conversationHasher(options.secretKey);
  const recorder = createCallRecorder({ store, logger, ...options.recorder });
  let timer: NodeJS.Timeout | undefined;

  function keep(record: CallRecord): void {
    recorder.record(record);
    try {
      options.live?.(record);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'live call listener failed');
    }
  }
  /** The optional fields, set in place: object spreads cost more than the rest of the record. */
  function finish(
    record: CallRecord,
    conversationId: string | undefined,
    keyId: string | undefined,
  ): CallRecord {
    if (keyId !== undefined) record.keyId = keyId;
    if (conversationId !== undefined) record.conversation = hash(conversationId);
    return record;
  }
  /** One record of a finished tool call. */
  function fromCall(e: CallFinishedEvent): CallRecord {
    const record: CallRecord = {
      id: randomUUID(),
      at: new Date(now()).toISOString(),
      kind: 'call',
      company: e.company,
      tool: e.tool,
      outcome: e.outcome,
      errorClass: errorClassOf(e.outcome, e.errorType),
      attempts: e.attempts,
      latencyMs: e.latencyMs,
      truncated: e.truncated,
      requestId: e.requestId,
      instance: instanceId,
    };
    if (e.serverId !== undefined) record.serverId = e.serverId;
    if (e.errorType !== undefined) record.errorType = e.errorType;
    if (e.leaks !== undefined) record.leaks = e.leaks;
    return finish(record, e.conversationId, e.keyId);
  }
  const purge = async (): Promise<{ partitions?: string[]; rows?: number }> => {
    const before = now() - options.retentionDays * DAY_MS;
    const removed = await store.purge(before);
    if ((removed.partitions?.length ?? 0) > 0 || (removed.rows ?? 0) > 0)
      logger.info(
        { ...removed, before: new Date(before).toISOString() },
        'call records past retention removed',
      );
    return removed;
  };
  const purgeLogged = (): void => {
    purge().catch((error: unknown) =>
      logger.warn({ err: (error as Error).message }, 'call record purge failed'),
    );
  };
  const observer: GatewayObserver = {
    callFinished(event) {
      keep(fromCall(event));
    },
  };

  return {
    observer,
    recorder,
    retentionDays: options.retentionDays,
    recordCatalog(e: CatalogRequestEvent): void {
      const record: CallRecord = {
        id: randomUUID(),
        at: new Date(now()).toISOString(),
        kind: 'catalog',
        company: e.company,
        tool: '',
        outcome: e.outcome,
        errorClass: errorClassOf(e.outcome, undefined),
        attempts: 0,
        latencyMs: e.latencyMs,
        truncated: false,
        requestId: e.requestId,
        instance: instanceId,
      };
      keep(finish(record, e.conversationId, e.keyId));
    },
    /**
     * A page of records, newest first. This instance's queue is written first, so a call it just
     * served is in the answer; other instances' arrive within their flush period.
     */
    async list(filter: CallRecordFilter, limit: number, cursor?: RecordCursor): Promise<CallRecordPage> {
      await recorder.flush();
      // One more than asked tells whether there is a next page.
      const records = await store.list(filter, limit + 1, cursor);
      if (records.length <= limit) return { records };
      const page = records.slice(0, limit);
      const last = page.at(-1) as CallRecord;
      return { records: page, next: encodeCursor({ at: Date.parse(last.at), id: last.id }) };
    },
    async stats(query: StatsQuery) {
      await recorder.flush();
      return store.stats(query);
    },
    purge,
    now,
    start(): void {
      purgeLogged();
      timer = setInterval(purgeLogged, options.purgeEveryMs ?? 3_600_000);
      timer.unref();
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await recorder.close();
    },
  };
}

export type CallRecords = ReturnType<typeof createCallRecords>;
