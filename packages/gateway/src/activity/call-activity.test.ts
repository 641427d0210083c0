import { describe, expect, it } from 'vitest';
import type { CallFinishedEvent } from '../observer.js';
import { createCallActivity } from './call-activity.js';
import { createCallMinutes } from './call-minutes.js';
import { callRecordOf, createCallRing } from './call-ring.js';
import { composeObservers } from './compose-observers.js';

const event = (patch: Partial<CallFinishedEvent> = {}): CallFinishedEvent => ({
  requestId: 'req-1',
  company: 'acme',
  tool: 'consultar_cliente',
  serverId: 'srv-1',
  outcome: 'ok',
  attempts: 1,
  latencyMs: 10,
  truncated: false,
  ...patch,
});

describe('call ring', () => {
  it('keeps the newest `capacity` calls, newest first, filtered', () => {
    const ring = createCallRing(3);
    for (let i = 1; i <= 5; i++) {
      ring.add(callRecordOf(event({ requestId: `r${i}`, outcome: i % 2 ? 'ok' : 'timeout' }), i));
    }
    expect(ring.list().map((c) => c.requestId)).toEqual(['r5', 'r4', 'r3']);
    expect(ring.list({ outcome: 'timeout' }).map((c) => c.requestId)).toEqual(['r4']);
    expect(ring.list({ company: 'other' })).toEqual([]);
    expect(ring.list({}, 1).map((c) => c.requestId)).toEqual(['r5']);
  });

  it('tells listeners of new calls, drops one that throws, and stops on unsubscribe', () => {
    const ring = createCallRing(2);
    const seen: string[] = [];
    const stop = ring.subscribe((c) => seen.push(c.requestId));
    ring.subscribe(() => {
      throw new Error('broken stream');
    });
    ring.add(callRecordOf(event({ requestId: 'a' }), 0));
    expect(ring.listeners).toBe(1);
    stop();
    ring.add(callRecordOf(event({ requestId: 'b' }), 0));
    expect(seen).toEqual(['a']);
  });

  it('records carry no arguments or results, whatever the event holds', () => {
    const record = callRecordOf({ ...event(), arguments: { documento: 'CC1' } } as CallFinishedEvent, 0);
    expect(Object.keys(record).sort()).toEqual(
      [
        'at',
        'attempts',
        'company',
        'latencyMs',
        'outcome',
        'requestId',
        'serverId',
        'tool',
        'truncated',
      ].sort(),
    );
  });
});

describe('call minutes', () => {
  const t0 = Date.UTC(2026, 10, 30, 12, 0, 0);
  it('counts calls and errors per minute with nearest-rank p50/p99, over a sliding window', () => {
    const minutes = createCallMinutes({ windowMinutes: 3 });
    for (let i = 1; i <= 100; i++) minutes.add(callRecordOf(event({ latencyMs: i }), t0), t0);
    minutes.add(callRecordOf(event({ outcome: 'unavailable', latencyMs: 500 }), t0 + 60_000), t0 + 60_000);
    minutes.add(callRecordOf(event({ serverId: undefined }), t0), t0);
    const stats = minutes.window('srv-1', t0 + 60_000);
    expect(stats.minutes.map((m) => [m.calls, m.errors, m.p50Ms, m.p99Ms])).toEqual([
      [0, 0, null, null],
      [100, 0, 50, 99],
      [1, 1, 500, 500],
    ]);
    expect(stats.totals.calls).toBe(101);
    expect(stats.totals.errorRate).toBeCloseTo(1 / 101);
    // Three minutes later the first minute left the window.
    expect(minutes.window('srv-1', t0 + 3 * 60_000).totals.calls).toBe(1);
    expect(minutes.window('srv-1', t0 + 10 * 60_000).totals).toEqual({
      calls: 0,
      errorRate: 0,
      p50Ms: null,
      p99Ms: null,
    });
  });

  it('keeps at most maxSamples latencies per minute but counts every call', () => {
    const minutes = createCallMinutes({ maxSamples: 10 });
    for (let i = 0; i < 1000; i++) minutes.add(callRecordOf(event({ latencyMs: 5 }), t0), t0);
    const stats = minutes.window('srv-1', t0);
    expect(stats.totals.calls).toBe(1000);
    expect(stats.totals.p99Ms).toBe(5);
  });
});

describe('call activity', () => {
  it('feeds the ring and the minutes from callFinished, next to another observer', () => {
    const activity = createCallActivity({ now: () => Date.UTC(2026, 0, 1) });
    const other: CallFinishedEvent[] = [];
    const observer = composeObservers(
      {
        callFinished(e) {
          other.push(e);
          throw new Error('faulty metrics hook');
        },
      },
      activity.observer,
    );
    expect(() => observer.callFinished?.(event())).toThrow('faulty metrics hook');
    expect(other).toHaveLength(1);
    expect(activity.ring.list()).toHaveLength(1);
    expect(activity.minutes.window('srv-1', Date.UTC(2026, 0, 1)).totals.calls).toBe(1);
  });
});
