import type { UsageRow } from '../api/api-types';

/** At most this many tools get a line of their own in the chart (the busiest); the table has all. */
export const MAX_LINES = 5;

/**
 * The chart's data from the usage rows: one x per period (seconds, ascending) and per tool (the
 * busiest first) its calls in each period, 0 where it had none.
 */
export function toUsageSeries(rows: readonly UsageRow[]): {
  x: number[];
  tools: { tool: string; calls: number[] }[];
} {
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  const index = new Map(periods.map((p, i) => [p, i]));
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.tool, (totals.get(r.tool) ?? 0) + r.calls);
  const busiest = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_LINES)
    .map(([tool]) => tool);
  const tools = busiest.map((tool) => ({ tool, calls: periods.map(() => 0) }));
  const byTool = new Map(tools.map((t) => [t.tool, t]));
  for (const r of rows) {
    const line = byTool.get(r.tool);
    if (line) line.calls[index.get(r.period) as number] = r.calls;
  }
  return { x: periods.map((p) => Date.parse(p) / 1000), tools };
}
