import type { GatewayObserver } from '../observer.js';
/**
 * What this instance saw of its calls, fed by the runtime's `callFinished` hook: the ring of recent
 * calls (with its live listeners) and the per-minute statistics of the overview.
 */
export declare function createCallActivity({ ringSize, windowMinutes, now, }?: {
    ringSize?: number;
    windowMinutes?: number;
    now?: () => number;
}): {
    ring: {
        capacity: number;
        add(call: import("./call-ring.js").CallRecord): void;
        list(filter?: import("./call-ring.js").CallFilter, limit?: number): import("./call-ring.js").CallRecord[];
        subscribe(listener: import("./call-ring.js").CallListener): () => void;
        readonly listeners: number;
    };
    minutes: {
        windowMinutes: number;
        add(call: import("./call-ring.js").CallRecord, at: number): void;
        window(serverId: string, now: number): import("./call-minutes.js").WindowStats;
    };
    observer: GatewayObserver;
    now: () => number;
};
export type CallActivity = ReturnType<typeof createCallActivity>;
//# sourceMappingURL=call-activity.d.ts.map