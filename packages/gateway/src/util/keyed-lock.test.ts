import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock.js';

describe('createKeyedLock', () => {
  it('runs holders of one key one after the other, even after a failure', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const slow = lock.run('k', async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('first');
      throw new Error('first failed');
    });
    const next = lock.run('k', async () => {
      order.push('second');
      return 2;
    });
    await expect(slow).rejects.toThrow('first failed');
    expect(await next).toBe(2);
    expect(order).toEqual(['first', 'second']);
  });

  it('runs holders of different keys side by side', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const a = lock.run('a', async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('a');
    });
    const b = lock.run('b', async () => void order.push('b'));
    await Promise.all([a, b]);
    expect(order).toEqual(['b', 'a']);
    await lock.idle();
  });
});
