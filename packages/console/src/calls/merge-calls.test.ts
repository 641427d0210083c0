import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../api/api-types';
import { matchesFilter, mergeCalls } from './merge-calls';

const call = (id: string, second: number, extra: Partial<CallRecord> = {}): CallRecord => ({
  at: `2026-11-30T10:00:${String(second).padStart(2, '0')}.000Z`,
  company: 'acme',
  tool: 'ext__acme__consultar_cliente',
  outcome: 'ok',
  attempts: 1,
  latencyMs: 4,
  truncated: false,
  requestId: id,
  ...extra,
});

describe('mergeCalls', () => {
  it('lists newest first, each call once where the ring and the stream overlap', () => {
    const ring = [call('c', 3), call('b', 2), call('a', 1)]; // newest first, as the API returns
    const streamed = [call('c', 3), call('d', 4), call('e', 4)]; // arrival order
    expect(mergeCalls(streamed, ring).map((c) => c.requestId)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('keeps at most `max`', () => {
    const streamed = Array.from({ length: 20 }, (_, i) => call(`s${i}`, i));
    expect(mergeCalls(streamed, [], 5).map((c) => c.requestId)).toEqual(['s19', 's18', 's17', 's16', 's15']);
  });
});

describe('matchesFilter', () => {
  it('matches on company, tool and outcome, an absent criterion matching everything', () => {
    const c = call('x', 1, { outcome: 'timeout' });
    expect(matchesFilter(c, {})).toBe(true);
    expect(matchesFilter(c, { company: 'acme', outcome: 'timeout' })).toBe(true);
    expect(matchesFilter(c, { outcome: 'ok' })).toBe(false);
    expect(matchesFilter(c, { tool: 'otra' })).toBe(false);
  });
});
