import { describe, expect, it } from 'vitest';
import type { UsageRow } from '../api/api-types';
import { toUsageSeries } from './usage-series';

const row = (period: string, tool: string, calls: number): UsageRow => ({
  period,
  tool,
  calls,
  businessErrors: 0,
  technicalErrors: 0,
  outcomes: { ok: calls, tool_error: 0, timeout: 0, unavailable: 0, rejected: 0 },
  p50Ms: 1,
  p99Ms: 2,
});

describe('usage series', () => {
  it('puts each tool on the same periods, busiest first, zero where it had no calls', () => {
    const series = toUsageSeries([
      row('2026-12-02T00:00:00.000Z', 'b', 1),
      row('2026-12-01T00:00:00.000Z', 'a', 5),
      row('2026-12-02T00:00:00.000Z', 'a', 2),
    ]);
    expect(series.x).toEqual([Date.UTC(2026, 11, 1) / 1000, Date.UTC(2026, 11, 2) / 1000]);
    expect(series.tools).toEqual([
      { tool: 'a', calls: [5, 2] },
      { tool: 'b', calls: [0, 1] },
    ]);
  });
});
