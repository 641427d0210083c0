/**
 * The ranks a continuous percentile needs (1-based, as SQL's ROW_NUMBER), the same definition as
 * PostgreSQL's `percentile_cont`: position 1 + p·(n−1), interpolated between its neighbours.
 */
export function percentileRanks(p: number, n: number): { lower: number; upper: number; weight: number } {
  const position = 1 + p * (n - 1);
  const lower = Math.floor(position);
  return { lower, upper: Math.ceil(position), weight: position - lower };
}

/** `percentile_cont(p)` over ascending values; null when there are none. */
export function percentileCont(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const { lower, upper, weight } = percentileRanks(p, sorted.length);
  const a = sorted[lower - 1] as number;
  const b = sorted[upper - 1] as number;
  return a + (b - a) * weight;
}
