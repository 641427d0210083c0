import { describe, expect, it } from 'vitest';
import { LeakTally } from './leak-tally.js';

describe('LeakTally', () => {
  it('counts the leaking calls and their rules over a sliding window, and remembers the last one', () => {
    const tally = new LeakTally(15);
    const t0 = Date.UTC(2026, 8, 3, 10, 0, 0);
    expect(tally.summary(t0)).toEqual({ windowMinutes: 15, calls: 0, lastAt: null, rules: [] });
    tally.record(t0, [{ rule: 'call-no-secrets', count: 2 }]);
    tally.record(t0 + 5 * 60_000, [{ rule: 'call-no-traces', count: 1 }]);
    expect(tally.summary(t0 + 6 * 60_000)).toEqual({
      windowMinutes: 15,
      calls: 2,
      lastAt: new Date(t0 + 5 * 60_000).toISOString(),
      rules: ['call-no-secrets', 'call-no-traces'],
    });
    // Past the window: nothing counted, the last one still remembered.
    expect(tally.summary(t0 + 30 * 60_000)).toMatchObject({
      calls: 0,
      rules: [],
      lastAt: new Date(t0 + 5 * 60_000).toISOString(),
    });
  });
});
