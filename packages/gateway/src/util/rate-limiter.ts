/** What a request costs against its key's bucket. */
export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiterOptions {
  /** Sustained requests per second per key; 0 turns the limiter off. */
  perSecond: number;
  /** Requests a key may make at once after being idle. */
  burst: number;
  /** Keys remembered at most; the least recently used go first (a full bucket loses nothing). */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets per key, in this process: one per company on the runtime routes, so one agent
 * deployment's flood cannot take the gateway's CPU or a tenant server's capacity from the others;
 * and per tenant server for the events and bytes it sends (`upstream/read-budget.ts`).
 * Memory is bounded by `maxKeys`, so made-up keys cannot grow it.
 */
export function createRateLimiter(options: RateLimiterOptions): (key: string, cost?: number) => RateDecision {
  const { perSecond, burst } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();
  if (perSecond <= 0) return () => ({ ok: true });

  /** Takes `cost` tokens (one request, or a number of bytes); more than `burst` waits for a full bucket. */
  return function take(key, cost = 1) {
    const at = now();
    const known = buckets.get(key);
    const tokens = known ? Math.min(burst, known.tokens + ((at - known.at) * perSecond) / 1000) : burst;
    const need = Math.min(cost, burst);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    buckets.delete(key);
    if (tokens < need) {
      buckets.set(key, { tokens, at });
      return { ok: false, retryAfterMs: Math.ceil(((need - tokens) * 1000) / perSecond) };
    }
    buckets.set(key, { tokens: tokens - need, at });
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
    return { ok: true };
  };
}
