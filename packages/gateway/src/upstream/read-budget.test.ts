import { describe, expect, it } from 'vitest';
import { ANSWER_BYTE_BURST, EVENT_BURST, createReadBudget } from './read-budget.js';

describe('read budget', () => {
  it('lets a burst of events through at once, then makes the next one wait for its token', async () => {
    const budget = createReadBudget();
    for (let i = 0; i < EVENT_BURST; i++) expect(budget.event(1)).toBeUndefined();
    const wait = budget.event(1);
    expect(wait).toBeInstanceOf(Promise);
    await wait; // resolves once the token is there (20 ms at 50 per second)
  });

  it('counts bytes apart from events, and makes bytes past the burst wait', async () => {
    const budget = createReadBudget();
    expect(budget.bytes(ANSWER_BYTE_BURST)).toBeUndefined();
    expect(budget.event(1)).toBeUndefined();
    const wait = budget.bytes(64 * 1024);
    expect(wait).toBeInstanceOf(Promise);
    await wait;
  });
});
