import type { CallFilter, CallRecord } from '../api/api-types';

/** At most this many calls are kept on the page, like the gateway's own ring. */
export const MAX_CALLS = 500;

const keyOf = (call: CallRecord): string => `${call.requestId}\u0000${call.at}\u0000${call.tool}`;

/**
 * The live list: calls that arrived on the stream and the ring fetched at start, newest first,
 * each call once (the stream and the ring overlap around the moment both were opened), at most
 * `max`. Order is by time, then stream order, so a burst in the same millisecond keeps its order.
 */
export function mergeCalls(
  streamed: readonly CallRecord[],
  ring: readonly CallRecord[],
  max = MAX_CALLS,
): CallRecord[] {
  const seen = new Set<string>();
  const all: { call: CallRecord; t: number; i: number }[] = [];
  // `streamed` is oldest first (arrival order); `ring` newest first, as the API returns it.
  const push = (call: CallRecord, i: number): void => {
    const key = keyOf(call);
    if (seen.has(key)) return;
    seen.add(key);
    const t = Date.parse(call.at);
    all.push({ call, t: Number.isNaN(t) ? 0 : t, i });
  };
  streamed.forEach((call, i) => push(call, ring.length + i));
  ring.forEach((call, i) => push(call, ring.length - 1 - i));
  all.sort((a, b) => b.t - a.t || b.i - a.i);
  return all.slice(0, max).map((x) => x.call);
}

/** Whether a call passes the filter (the stream is filtered by the gateway too; this guards the merge). */
export function matchesFilter(call: CallRecord, filter: CallFilter): boolean {
  return (
    (!filter.company || call.company === filter.company) &&
    (!filter.tool || call.tool === filter.tool) &&
    (!filter.outcome || call.outcome === filter.outcome)
  );
}
