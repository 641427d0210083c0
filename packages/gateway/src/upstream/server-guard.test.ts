import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpstreamCallSettled } from './upstream-call-settled.js';
import { createServerGuard } from './server-guard.js';
import type { BreakerState } from './server-guard.js';

const ok: UpstreamCallSettled = { status: 'complete', result: { content: [] }, attempts: 1 };
const timeout: UpstreamCallSettled = { status: 'timeout', attempts: 1 };
const businessError: UpstreamCallSettled = {
  status: 'complete',
  result: { isError: true, content: [] },
  attempts: 1,
};

describe('createServerGuard', () => {
  // The breaker's clock is Date.now: on a fake clock a busy machine cannot half-open it early.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses calls beyond the bulkhead at once, with a reason, and frees the slot after', async () => {
    const guard = createServerGuard({ maxConcurrentCalls: 2 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = () => held.then(() => ok);
    const a = guard.run(slow);
    const b = guard.run(slow);
    expect(guard.inFlight).toBe(2);
    expect(await guard.run(async () => ok)).toEqual({
      status: 'unavailable',
      code: 'BULKHEAD_FULL',
      attempts: 0,
    });
    release();
    await Promise.all([a, b]);
    expect(guard.inFlight).toBe(0);
    expect(await guard.run(async () => ok)).toBe(ok);
  });

  it('opens after consecutive failures, half-opens for one trial, closes on its success', async () => {
    const guard = createServerGuard({ breakerFailures: 3, breakerHalfOpenAfterMs: 40 });
    const states: BreakerState[] = [];
    guard.onStateChange((s) => states.push(s));
    for (let i = 0; i < 3; i++) expect(await guard.run(async () => timeout)).toBe(timeout);
    expect(guard.state).toBe('open');
    let reached = false;
    const refused = await guard.run(async () => {
      reached = true;
      return ok;
    });
    expect(refused).toEqual({ status: 'unavailable', code: 'CIRCUIT_OPEN', attempts: 0 });
    expect(reached).toBe(false);
    vi.advanceTimersByTime(39);
    expect((await guard.run(async () => ok)).status).toBe('unavailable');
    vi.advanceTimersByTime(1);
    // One trial at a time while half-open: a second caller is refused meanwhile.
    let release!: () => void;
    const trial = guard.run(() => new Promise<UpstreamCallSettled>((r) => (release = () => r(ok))));
    expect(guard.state).toBe('half_open');
    expect((await guard.run(async () => ok)).status).toBe('unavailable');
    release();
    expect(await trial).toBe(ok);
    expect(guard.state).toBe('closed');
    expect(states).toEqual(['open', 'half_open', 'closed']);
  });

  it('opens again when the trial fails', async () => {
    const guard = createServerGuard({ breakerFailures: 1, breakerHalfOpenAfterMs: 20 });
    await guard.run(async () => timeout);
    vi.advanceTimersByTime(20);
    await guard.run(async () => ({ status: 'unavailable', code: 'ECONNREFUSED', attempts: 1 }));
    expect(guard.state).toBe('open');
  });

  it('counts a business error as a working server', async () => {
    const guard = createServerGuard({ breakerFailures: 2 });
    await guard.run(async () => timeout);
    await guard.run(async () => businessError);
    await guard.run(async () => timeout);
    expect(guard.state).toBe('closed');
  });
});
