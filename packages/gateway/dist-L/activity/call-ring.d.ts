import type { CallFinishedEvent } from '../observer.js';
/** One finished call as operators see it: who, which tool, how it ended. Never arguments or results. */
export interface CallRecord {
    at: string;
    company: string;
    serverId?: string;
    tool: string;
    outcome: CallFinishedEvent['outcome'];
    errorType?: string;
    attempts: number;
    latencyMs: number;
    truncated: boolean;
    requestId: string;
}
export interface CallFilter {
    company?: string;
    tool?: string;
    outcome?: string;
}
export type CallListener = (call: CallRecord) => void;
export declare function callRecordOf(event: CallFinishedEvent, at: number): CallRecord;
export declare function matchesCall(call: CallRecord, filter: CallFilter): boolean;
/**
 * The most recent calls of this instance, in a fixed-size ring (memory stays bounded whatever the
 * traffic), plus listeners told of each new one (the live stream). A listener that throws is
 * dropped: one broken stream must not stop the others or the call that fed it.
 */
export declare function createCallRing(capacity?: number): {
    capacity: number;
    add(call: CallRecord): void;
    /** Newest first, at most `limit`, those passing `filter`. */
    list(filter?: CallFilter, limit?: number): CallRecord[];
    /** Calls `listener` with every call added from now on; returns the way to stop. */
    subscribe(listener: CallListener): () => void;
    readonly listeners: number;
};
export type CallRing = ReturnType<typeof createCallRing>;
//# sourceMappingURL=call-ring.d.ts.map