import { describe, expect, it } from 'vitest';
import { codePointLength, fitsString, patternOf } from './schema-node.js';

describe('codePointLength, fitsString and patternOf', () => {
  it('counts code points, no further than a limit', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('x'.repeat(1e6), 40)).toBe(41);
    expect(codePointLength('😀'.repeat(30), 40)).toBe(30);
  });

  it('checks bounds and the pattern, on RE2', () => {
    const node = { minLength: 2, maxLength: 4, pattern: '^[0-9]+$' };
    const pattern = patternOf(node) ?? undefined;
    expect(fitsString(node, '123', pattern)).toBe(true);
    expect(fitsString(node, '12345', pattern)).toBe(false);
    expect(fitsString(node, '1a', pattern)).toBe(false);
    expect(fitsString({ maxLength: 2 }, '😀😀', undefined)).toBe(true);
    // Linear: a backtracking engine would not finish this.
    expect(patternOf({ pattern: '^(a|aa)+$' })?.test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(patternOf({})).toBeUndefined();
    expect(patternOf({ pattern: '(' })).toBeNull();
    expect(patternOf({ pattern: '^(?!x).*$' })).toBeNull();
  });
});
