import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_BYTE_BURST,
  ANSWER_BYTES_PER_SECOND,
  EVENT_BURST,
  EVENTS_PER_SECOND,
  createReadBudget,
} from './read-budget.js';

/** Settles `wait` to 'done' or 'pending' after the microtasks queued so far. */
async function stateOf(wait: Promise<void>): Promise<'done' | 'pending'> {
  let done = false;
  void wait.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done ? 'done' : 'pending';
}

describe('read budget', () => {
  // The budget refills with the clock: on a fake one a slow machine cannot refill it mid-test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a burst of events through at once, then makes the next one wait for its token', async () => {
    const budget = createReadBudget();
    for (let i = 0; i < EVENT_BURST; i++) expect(budget.event(1)).toBeUndefined();
    const wait = budget.event(1);
    expect(wait).toBeInstanceOf(Promise);
    const tokenMs = 1000 / EVENTS_PER_SECOND;
    await vi.advanceTimersByTimeAsync(tokenMs / 2);
    expect(await stateOf(wait!)).toBe('pending');
    await vi.advanceTimersByTimeAsync(tokenMs / 2);
    expect(await stateOf(wait!)).toBe('done');
  });

  it('counts bytes apart from events, and makes bytes past the burst wait', async () => {
    const budget = createReadBudget();
    expect(budget.bytes(ANSWER_BYTE_BURST)).toBeUndefined();
    expect(budget.event(1)).toBeUndefined();
    const cost = 64 * 1024;
    const wait = budget.bytes(cost);
    expect(wait).toBeInstanceOf(Promise);
    const refillMs = (cost / ANSWER_BYTES_PER_SECOND) * 1000;
    await vi.advanceTimersByTimeAsync(refillMs / 2);
    expect(await stateOf(wait!)).toBe('pending');
    await vi.advanceTimersByTimeAsync(refillMs / 2 + 1);
    expect(await stateOf(wait!)).toBe('done');
  });
});
