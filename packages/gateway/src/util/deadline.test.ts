import { describe, expect, it } from 'vitest';
import { PAST_DEADLINE, withinDeadline } from './deadline.js';

describe('withinDeadline', () => {
  it('passes a plain value and a prompt promise through', async () => {
    expect(await withinDeadline(3, 0)).toBe(3);
    expect(await withinDeadline(Promise.resolve('a'), 50)).toBe('a');
  });

  it('answers PAST_DEADLINE for a promise still pending', async () => {
    expect(await withinDeadline(new Promise(() => undefined), 10)).toBe(PAST_DEADLINE);
  });

  it('rejects with a rejection that comes in time', async () => {
    await expect(withinDeadline(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });
});
