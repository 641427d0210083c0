import { describe, expect, it } from 'vitest';
import { percentileCont } from './percentile.js';

describe('percentileCont', () => {
  it('interpolates as PostgreSQL percentile_cont does', () => {
    expect(percentileCont([], 0.5)).toBeNull();
    expect(percentileCont([7], 0.99)).toBe(7);
    expect(percentileCont([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileCont([10, 20], 0.99)).toBeCloseTo(19.9);
  });
});
