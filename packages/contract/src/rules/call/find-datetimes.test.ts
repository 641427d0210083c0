import { describe, expect, it } from 'vitest';
import { findDatetimes, zoneOffsetAt } from './find-datetimes.js';

describe('findDatetimes', () => {
  it('finds ISO date-times at any depth, with or without offset, and skips plain dates', () => {
    const found = findDatetimes({
      a: '2026-09-03T09:00:00-05:00',
      b: ['2026-09-03T09:00Z', '2026-09-03'],
      c: '2026-09-03 09:00:00',
    });
    expect(found).toEqual([
      { text: '2026-09-03T09:00:00-05:00', offset: '-05:00' },
      { text: '2026-09-03T09:00Z', offset: '+00:00' },
      { text: '2026-09-03 09:00:00' },
    ]);
  });
});

describe('zoneOffsetAt', () => {
  it('reads unusual and DST offsets from the runtime', () => {
    expect(zoneOffsetAt('Asia/Kathmandu', new Date('2026-09-03T00:00:00Z'))).toBe('+05:45');
    expect(zoneOffsetAt('America/Bogota', new Date('2026-09-03T00:00:00Z'))).toBe('-05:00');
    expect(zoneOffsetAt('Europe/Madrid', new Date('2026-01-15T00:00:00Z'))).toBe('+01:00');
    expect(zoneOffsetAt('Europe/Madrid', new Date('2026-07-15T00:00:00Z'))).toBe('+02:00');
    expect(zoneOffsetAt('UTC', new Date(0))).toBe('+00:00');
    expect(zoneOffsetAt('Nowhere/Land', new Date(0))).toBeUndefined();
  });
});
