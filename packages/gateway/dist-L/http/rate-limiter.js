/**
 * Token buckets per key (one per company on the runtime routes), in this process: one agent
 * deployment's flood cannot take the gateway's CPU or a tenant server's capacity from the others.
 * Memory is bounded by `maxKeys`, so made-up keys cannot grow it.
 */
export function createRateLimiter(options) {
    const { perSecond, burst } = options;
    const maxKeys = options.maxKeys ?? 10_000;
    const now = options.now ?? Date.now;
    const buckets = new Map();
    if (perSecond <= 0)
        return () => ({ ok: true });
    return function take(key) {
        const at = now();
        const known = buckets.get(key);
        const tokens = known ? Math.min(burst, known.tokens + ((at - known.at) * perSecond) / 1000) : burst;
        // Re-inserting keeps the Map in least-recently-used order for eviction.
        buckets.delete(key);
        if (tokens < 1) {
            buckets.set(key, { tokens, at });
            return { ok: false, retryAfterMs: Math.ceil(((1 - tokens) * 1000) / perSecond) };
        }
        buckets.set(key, { tokens: tokens - 1, at });
        if (buckets.size > maxKeys)
            buckets.delete(buckets.keys().next().value);
        return { ok: true };
    };
}
//# sourceMappingURL=rate-limiter.js.map