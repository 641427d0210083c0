import { describe, expect, it } from 'vitest';
import { openFileLimit } from '../config/open-file-limit.js';
import { socketBudget } from './socket-budget.js';

const defaults = { maxConnections: 4096, maxListenStreams: 1024, maxListenStreamsPerCompany: 64 };

describe('socketBudget', () => {
  it('keeps the settings where the open-file limit allows them', () => {
    expect(socketBudget(defaults, 65_536)).toEqual({ ...defaults, lowered: [] });
    expect(socketBudget(defaults, undefined)).toEqual({ ...defaults, lowered: [] });
  });

  it('leaves 256 descriptors to the gateway and half the connections to everything but streams', () => {
    expect(socketBudget(defaults, 1024)).toEqual({
      maxConnections: 768,
      maxListenStreams: 384,
      maxListenStreamsPerCompany: 64,
      lowered: ['maxConnections', 'maxListenStreams'],
    });
    expect(socketBudget({ ...defaults, maxListenStreamsPerCompany: 500 }, 1024)).toMatchObject({
      maxListenStreamsPerCompany: 384,
      lowered: ['maxConnections', 'maxListenStreams', 'maxListenStreamsPerCompany'],
    });
  });
});

describe('openFileLimit', () => {
  it('reads the soft limit from /proc/self/limits', () => {
    const text = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             127551               127551               processes',
      'Max open files            1024                 524288               files',
    ].join('\n');
    expect(openFileLimit(() => text)).toBe(1024);
  });

  it('is undefined when it cannot tell', () => {
    expect(
      openFileLimit(() => 'Max open files            unlimited            unlimited            files'),
    ).toBe(undefined);
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(undefined);
  });
});
