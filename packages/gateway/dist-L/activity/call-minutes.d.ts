import type { CallRecord } from './call-ring.js';
export interface MinuteStats {
    at: string;
    calls: number;
    errors: number;
    p50Ms: number | null;
    p99Ms: number | null;
}
export interface WindowStats {
    minutes: MinuteStats[];
    totals: {
        calls: number;
        errorRate: number;
        p50Ms: number | null;
        p99Ms: number | null;
    };
}
/**
 * Per server, calls, errors and latency percentiles for each of the last `windowMinutes` minutes.
 * Memory is bounded: one bucket per minute per server, at most `maxSamples` latencies per bucket
 * (reservoir sampling keeps them a uniform sample), servers not heard of in the window are dropped.
 */
export declare function createCallMinutes({ windowMinutes, maxSamples, random, }?: {
    windowMinutes?: number;
    maxSamples?: number;
    random?: () => number;
}): {
    windowMinutes: number;
    add(call: CallRecord, at: number): void;
    /** The window ending at `now`, oldest minute first, every minute present (zero when idle). */
    window(serverId: string, now: number): WindowStats;
};
export type CallMinutes = ReturnType<typeof createCallMinutes>;
//# sourceMappingURL=call-minutes.d.ts.map