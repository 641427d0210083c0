/** What a request costs against its key's bucket. */
export type RateDecision = {
    ok: true;
} | {
    ok: false;
    retryAfterMs: number;
};
export interface RateLimiterOptions {
    /** Sustained requests per second per key; 0 turns the limiter off. */
    perSecond: number;
    /** Requests a key may make at once after being idle. */
    burst: number;
    /** Keys remembered at most; the least recently used go first (a full bucket loses nothing). */
    maxKeys?: number;
    now?: () => number;
}
/**
 * Token buckets per key (one per company on the runtime routes), in this process: one agent
 * deployment's flood cannot take the gateway's CPU or a tenant server's capacity from the others.
 * Memory is bounded by `maxKeys`, so made-up keys cannot grow it.
 */
export declare function createRateLimiter(options: RateLimiterOptions): (key: string) => RateDecision;
//# sourceMappingURL=rate-limiter.d.ts.map