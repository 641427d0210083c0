import type { GatewayLogger } from '../logger.js';
import type { CallRecord, CallRecordStore } from './call-record.js';

export interface CallRecorderOptions {
  store: Pick<CallRecordStore, 'append'>;
  logger: GatewayLogger;
  /** Records waiting to be written; beyond it new ones are dropped (and counted), never waited for. */
  maxQueue?: number;
  /** Records per write. */
  batchSize?: number;
  /** A partial batch waits at most this long. */
  flushMs?: number;
  /** Told of every record written, dropped (queue full) or lost (the write failed). */
  onWritten?(count: number): void;
  onDropped?(reason: 'queue_full' | 'write_failed', count: number): void;
}

export interface CallRecorder {
  /** Queues a record; O(1), never blocks, never throws. */
  record(record: CallRecord): void;
  /** Writes what is queued now; resolves when it is written (or given up on). */
  flush(): Promise<void>;
  readonly queued: number;
  readonly dropped: number;
  /** Flushes and stops the timer. */
  close(): Promise<void>;
}

/**
 * The records' way to the registry, off the call path: a bounded in-memory queue written in
 * batches, one write at a time. A call only pushes onto an array; a full queue (the engine is slow
 * or gone) drops the record and counts it, so the engine can never slow a call down.
 */
export function createCallRecorder(options: CallRecorderOptions): CallRecorder {
  const { store, logger } = options;
  const maxQueue = options.maxQueue ?? 10_000;
  const batchSize = options.batchSize ?? 500;
  const flushMs = options.flushMs ?? 1_000;
  let queue: CallRecord[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function writeAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.length <= batchSize ? queue : queue.slice(0, batchSize);
      queue = queue.length <= batchSize ? [] : queue.slice(batchSize);
      try {
        await store.append(batch);
        options.onWritten?.(batch.length);
      } catch (error) {
        dropped += batch.length;
        options.onDropped?.('write_failed', batch.length);
        logger.warn({ err: (error as Error).message, records: batch.length }, 'call records not written');
      }
    }
  }
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // One write at a time: a flush asked during a write runs after it, with what came meanwhile.
    writing = (writing ?? Promise.resolve()).then(writeAll).finally(() => {
      if (queue.length === 0) writing = undefined;
    });
    return writing;
  }
  let immediate = false;
  const flushSoon = (): void => {
    immediate = false;
    void flush();
  };

  return {
    record(record) {
      if (closed || queue.length >= maxQueue) {
        dropped++;
        options.onDropped?.('queue_full', 1);
        return;
      }
      queue.push(record);
      if (queue.length >= batchSize) {
        if (!immediate) {
          immediate = true;
          setImmediate(flushSoon);
        }
      } else if (timer === undefined) {
        timer = setTimeout(flushSoon, flushMs);
        timer.unref();
      }
    },
    flush,
    get queued() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
    async close() {
      closed = true;
      await flush();
    },
  };
}
