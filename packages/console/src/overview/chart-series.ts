import type { OverviewMinute } from '../api/api-types';

/** One server's 15 minutes as uPlot's aligned columns: x in Unix seconds, then one array per line. */
export interface ServerSeries {
  x: number[];
  calls: number[];
  /** Percent of the minute's calls that failed; null (a gap) for a minute without calls. */
  errorPct: (number | null)[];
  p50: (number | null)[];
  p99: (number | null)[];
}

const finiteOrNull = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * The overview's minutes as chart columns, oldest first. Minutes with an unreadable time are
 * dropped rather than drawn at 1970; a minute listed twice keeps its last entry.
 */
export function toServerSeries(minutes: readonly OverviewMinute[]): ServerSeries {
  const byTime = new Map<number, OverviewMinute>();
  for (const minute of minutes) {
    const ms = Date.parse(minute.at);
    if (!Number.isNaN(ms)) byTime.set(Math.floor(ms / 1000), minute);
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const series: ServerSeries = { x: [], calls: [], errorPct: [], p50: [], p99: [] };
  for (const x of times) {
    const m = byTime.get(x) as OverviewMinute;
    const calls = Math.max(0, finiteOrNull(m.calls) ?? 0);
    const errors = Math.min(calls, Math.max(0, finiteOrNull(m.errors) ?? 0));
    series.x.push(x);
    series.calls.push(calls);
    series.errorPct.push(calls > 0 ? (errors / calls) * 100 : null);
    series.p50.push(finiteOrNull(m.p50Ms));
    series.p99.push(finiteOrNull(m.p99Ms));
  }
  return series;
}

/** The error rate as the page prints it: a fraction of 0..1 from the API, shown as a percent. */
export function errorPercent(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) return 0;
  return Math.min(100, rate * 100);
}
