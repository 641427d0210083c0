import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DeadlineSignal } from './deadline-signal.js';
import type { RequestSignal } from './deadline-signal.js';

describe('DeadlineSignal', () => {
  it('aborts once its time is up: each listener runs once, with the AbortError an abort() gives', async () => {
    const deadline = new DeadlineSignal(5);
    const heard: string[] = [];
    deadline.addEventListener('abort', () => heard.push('a'), { once: true });
    const dropped = (): void => void heard.push('dropped');
    deadline.addEventListener('abort', dropped);
    deadline.removeEventListener('abort', dropped);
    expect(deadline.aborted).toBe(false);
    await sleep(30);
    expect(heard).toEqual(['a']);
    expect(deadline.aborted).toBe(true);
    expect(deadline.reason).toBeInstanceOf(DOMException);
    expect((deadline.reason as DOMException).name).toBe('AbortError');
    deadline.addEventListener('abort', () => heard.push('late'));
    await sleep(10);
    expect(heard).toEqual(['a']);
  });

  it('never aborts once cleared', async () => {
    const deadline = new DeadlineSignal(5);
    let heard = 0;
    deadline.addEventListener('abort', () => heard++);
    deadline.clear();
    await sleep(30);
    expect(deadline.aborted).toBe(false);
    expect(heard).toBe(0);
  });

  it('stands where an AbortSignal does', () => {
    const controller = new AbortController();
    const signal: RequestSignal = controller.signal;
    controller.abort();
    expect(signal.aborted).toBe(true);
  });
});
