import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

describe('createRateLimiter', () => {
  it('lets a burst through, then refuses with the time until the next token', () => {
    let t = 0;
    const take = createRateLimiter({ perSecond: 10, burst: 3, now: () => t });
    expect([take('acme'), take('acme'), take('acme')].every((d) => d.ok)).toBe(true);
    expect(take('acme')).toEqual({ ok: false, retryAfterMs: 100 });
    t += 100;
    expect(take('acme')).toEqual({ ok: true });
    expect(take('acme').ok).toBe(false);
  });

  it('takes a cost of several tokens (bytes), and makes a cost above the burst wait for a full bucket', () => {
    let t = 0;
    const take = createRateLimiter({ perSecond: 1000, burst: 4000, now: () => t });
    expect(take('s', 3000)).toEqual({ ok: true });
    expect(take('s', 3000)).toEqual({ ok: false, retryAfterMs: 2000 });
    t += 2000;
    expect(take('s', 3000)).toEqual({ ok: true });
    expect(take('s', 9000)).toEqual({ ok: false, retryAfterMs: 4000 }); // waits for 4,000, not 9,000
    t += 4000;
    expect(take('s', 9000)).toEqual({ ok: true });
    expect(take('s', 1).ok).toBe(false);
  });

  it('keeps keys apart: one company at its limit does not slow another', () => {
    const take = createRateLimiter({ perSecond: 1, burst: 1, now: () => 0 });
    expect(take('acme').ok).toBe(true);
    expect(take('acme').ok).toBe(false);
    expect(take('globex').ok).toBe(true);
  });

  it('refills up to the burst, not beyond', () => {
    let t = 0;
    const take = createRateLimiter({ perSecond: 100, burst: 2, now: () => t });
    take('a');
    t += 60_000;
    expect([take('a'), take('a'), take('a')].map((d) => d.ok)).toEqual([true, true, false]);
  });

  it('forgets the least recently used key past maxKeys, so made-up keys cannot grow memory', () => {
    const take = createRateLimiter({ perSecond: 1, burst: 1, maxKeys: 2, now: () => 0 });
    take('a');
    take('b');
    take('c'); // 'a' is forgotten: it starts again with a full bucket
    expect(take('a').ok).toBe(true);
    expect(take('c').ok).toBe(false);
  });

  it('is off at 0 per second', () => {
    const take = createRateLimiter({ perSecond: 0, burst: 0, now: () => 0 });
    for (let i = 0; i < 1000; i += 1) expect(take('acme').ok).toBe(true);
  });
});
