import { describe, expect, it } from 'vitest';
import { jsonExtent } from './json-extent.js';

describe('jsonExtent', () => {
  it('approximates the serialized size, and counts depth and values', () => {
    for (const value of [{ a: [1, 2] }, [], {}, 'señal', null, true, { b: { c: [null, 'x'] }, d: 10.5 }]) {
      expect(jsonExtent(value)?.size).toBe(JSON.stringify(value).length);
    }
    expect(jsonExtent({ a: [1, 2] })).toEqual({ size: 11, depth: 2, nodes: 4 });
    expect(jsonExtent('x')).toEqual({ size: 3, depth: 0, nodes: 1 });
  });

  it('measures 100,000 levels without recursion, and stops at a depth limit', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonExtent(deep)?.depth).toBe(100_000);
    expect(jsonExtent(deep, { maxDepth: 64 })).toBeUndefined();
    expect(jsonExtent([[[]]], { maxDepth: 3 })?.depth).toBe(3);
  });

  it('stops at a size limit before queuing the members of a huge array', () => {
    expect(jsonExtent(new Array(1_000_000).fill(0), { maxSize: 1_000 })).toBeUndefined();
    expect(jsonExtent({ k: 'x'.repeat(2_000) }, { maxSize: 1_000 })).toBeUndefined();
    expect(jsonExtent({ k: 'x' }, { maxSize: 9 })?.size).toBe(9);
  });
});
