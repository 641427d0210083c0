import { describe, expect, it, vi } from 'vitest';
import type { CallRecord } from './call-record.js';
import { createCallRecorder } from './call-recorder.js';

import type { GatewayLogger } from '../logger.js';

const logger: GatewayLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => logger,
};
const record = (id: string): CallRecord => ({
  id,
  at: '2026-12-02T12:00:00.000Z',
  kind: 'call',
  company: 'acme',
  tool: 't',
  outcome: 'ok',
  errorClass: 'none',
  attempts: 1,
  latencyMs: 1,
  truncated: false,
  requestId: id,
  instance: 'a',
});

/** A store whose writes wait until released: the engine being slow. */
function slowStore() {
  const batches: string[][] = [];
  const waiting: (() => void)[] = [];
  return {
    batches,
    release: () => waiting.splice(0).forEach((go) => go()),
    append: (records: readonly CallRecord[]) =>
      new Promise<void>((resolve) => {
        batches.push(records.map((r) => r.id));
        waiting.push(resolve);
      }),
  };
}

describe('call recorder', () => {
  it('writes in batches after the flush period, without the call waiting', async () => {
    vi.useFakeTimers();
    try {
      const written: number[] = [];
      const store = { append: vi.fn(async () => undefined) };
      const recorder = createCallRecorder({
        store,
        logger,
        flushMs: 1_000,
        onWritten: (n) => written.push(n),
      });
      recorder.record(record('a'));
      recorder.record(record('b'));
      expect(store.append).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(store.append).toHaveBeenCalledTimes(1);
      expect(written).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops and counts when the queue is full; a slow engine never blocks record()', async () => {
    const store = slowStore();
    const dropped: [string, number][] = [];
    const recorder = createCallRecorder({
      store,
      logger,
      maxQueue: 3,
      batchSize: 2,
      onDropped: (reason, n) => dropped.push([reason, n]),
    });
    for (const id of ['a', 'b']) recorder.record(record(id));
    const first = recorder.flush(); // takes a, b; the engine holds it
    await new Promise((r) => setImmediate(r));
    expect(store.batches).toEqual([['a', 'b']]);
    for (const id of ['c', 'd', 'e', 'f', 'g']) recorder.record(record(id));
    expect(recorder.queued).toBe(3);
    expect(recorder.dropped).toBe(2);
    expect(dropped).toEqual([
      ['queue_full', 1],
      ['queue_full', 1],
    ]);
    // Release each write as it comes until the queue is empty.
    const done = recorder.flush();
    for (let i = 0; i < 10 && recorder.queued + store.batches.length > 0; i++) {
      store.release();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all([first, done]);
    expect(store.batches.flat()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(store.batches.every((b) => b.length <= 2)).toBe(true);
  });

  it('counts a failed write as lost and goes on with the next', async () => {
    const dropped: [string, number][] = [];
    let fail = true;
    const store = {
      append: async () => {
        if (fail) {
          fail = false;
          throw new Error('engine down');
        }
      },
    };
    const recorder = createCallRecorder({ store, logger, onDropped: (r, n) => dropped.push([r, n]) });
    recorder.record(record('a'));
    await recorder.flush();
    recorder.record(record('b'));
    await recorder.close();
    expect(dropped).toEqual([['write_failed', 1]]);
    recorder.record(record('c'));
    expect(recorder.dropped).toBe(2);
  });
});
