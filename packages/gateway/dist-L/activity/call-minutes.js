const MINUTE_MS = 60_000;
/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
    if (sorted.length === 0)
        return null;
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return sorted[rank - 1] ?? null;
}
/** Every outcome but `ok` counts as an error: the call did not give the model an answer. */
const isError = (call) => call.outcome !== 'ok';
/**
 * Per server, calls, errors and latency percentiles for each of the last `windowMinutes` minutes.
 * Memory is bounded: one bucket per minute per server, at most `maxSamples` latencies per bucket
 * (reservoir sampling keeps them a uniform sample), servers not heard of in the window are dropped.
 */
export function createCallMinutes({ windowMinutes = 15, maxSamples = 2_000, random = Math.random, } = {}) {
    const servers = new Map();
    function prune(buckets, nowMinute) {
        while (buckets.length > 0 && buckets[0].minute <= nowMinute - windowMinutes)
            buckets.shift();
    }
    return {
        windowMinutes,
        add(call, at) {
            if (call.serverId === undefined)
                return;
            const minute = Math.floor(at / MINUTE_MS);
            let buckets = servers.get(call.serverId);
            if (!buckets)
                servers.set(call.serverId, (buckets = []));
            prune(buckets, minute);
            let bucket = buckets.at(-1);
            if (!bucket || bucket.minute !== minute)
                buckets.push((bucket = { minute, calls: 0, errors: 0, samples: [] }));
            bucket.calls++;
            if (isError(call))
                bucket.errors++;
            if (bucket.samples.length < maxSamples)
                bucket.samples.push(call.latencyMs);
            else {
                const slot = Math.floor(random() * bucket.calls);
                if (slot < maxSamples)
                    bucket.samples[slot] = call.latencyMs;
            }
        },
        /** The window ending at `now`, oldest minute first, every minute present (zero when idle). */
        window(serverId, now) {
            const nowMinute = Math.floor(now / MINUTE_MS);
            const buckets = servers.get(serverId) ?? [];
            prune(buckets, nowMinute);
            if (buckets.length === 0)
                servers.delete(serverId);
            const byMinute = new Map(buckets.map((b) => [b.minute, b]));
            const minutes = [];
            const all = [];
            let calls = 0;
            let errors = 0;
            for (let m = nowMinute - windowMinutes + 1; m <= nowMinute; m++) {
                const b = byMinute.get(m);
                const sorted = b ? [...b.samples].sort((x, y) => x - y) : [];
                minutes.push({
                    at: new Date(m * MINUTE_MS).toISOString(),
                    calls: b?.calls ?? 0,
                    errors: b?.errors ?? 0,
                    p50Ms: percentile(sorted, 50),
                    p99Ms: percentile(sorted, 99),
                });
                calls += b?.calls ?? 0;
                errors += b?.errors ?? 0;
                all.push(...sorted);
            }
            all.sort((x, y) => x - y);
            return {
                minutes,
                totals: {
                    calls,
                    errorRate: calls === 0 ? 0 : errors / calls,
                    p50Ms: percentile(all, 50),
                    p99Ms: percentile(all, 99),
                },
            };
        },
    };
}
//# sourceMappingURL=call-minutes.js.map