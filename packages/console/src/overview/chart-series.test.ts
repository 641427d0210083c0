import { describe, expect, it } from 'vitest';
import type { OverviewMinute } from '../api/api-types';
import { errorPercent, toServerSeries } from './chart-series';

const minute = (
  m: number,
  calls: number,
  errors: number,
  p50: number | null,
  p99: number | null,
): OverviewMinute => ({
  at: `2026-11-30T10:${String(m).padStart(2, '0')}:00.000Z`,
  calls,
  errors,
  businessErrors: 0,
  technicalErrors: errors,
  p50Ms: p50,
  p99Ms: p99,
});

describe('toServerSeries', () => {
  it('turns minutes into aligned columns, oldest first, with gaps where a minute had no calls', () => {
    const series = toServerSeries([
      minute(2, 4, 1, 12, 40),
      minute(0, 10, 0, 5, 9),
      minute(1, 0, 0, null, null),
    ]);
    const t0 = Date.parse('2026-11-30T10:00:00.000Z') / 1000;
    expect(series).toEqual({
      x: [t0, t0 + 60, t0 + 120],
      calls: [10, 0, 4],
      errorPct: [0, null, 25],
      p50: [5, null, 12],
      p99: [9, null, 40],
    });
  });

  it('drops unreadable minutes, keeps the last of a repeated minute, and clamps nonsense counts', () => {
    const series = toServerSeries([
      { ...minute(0, 5, 1, 1, 2), at: 'not a date' },
      minute(3, 5, 9, Number.NaN, 2),
      minute(3, 2, 5, 3, 4),
      minute(4, -1, -1, 1, 1),
    ]);
    expect(series.calls).toEqual([2, 0]);
    expect(series.errorPct).toEqual([100, null]);
    expect(series.p50).toEqual([3, 1]);
  });
});

describe('errorPercent', () => {
  it('reads the API rate as a fraction and bounds it', () => {
    expect(errorPercent(0.125)).toBe(12.5);
    expect(errorPercent(3)).toBe(100);
    expect(errorPercent(Number.NaN)).toBe(0);
  });
});
