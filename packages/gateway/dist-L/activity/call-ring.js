export function callRecordOf(event, at) {
    return {
        at: new Date(at).toISOString(),
        company: event.company,
        ...(event.serverId !== undefined ? { serverId: event.serverId } : {}),
        tool: event.tool,
        outcome: event.outcome,
        ...(event.errorType !== undefined ? { errorType: event.errorType } : {}),
        attempts: event.attempts,
        latencyMs: event.latencyMs,
        truncated: event.truncated,
        requestId: event.requestId,
    };
}
export function matchesCall(call, filter) {
    return ((filter.company === undefined || call.company === filter.company) &&
        (filter.tool === undefined || call.tool === filter.tool) &&
        (filter.outcome === undefined || call.outcome === filter.outcome));
}
/**
 * The most recent calls of this instance, in a fixed-size ring (memory stays bounded whatever the
 * traffic), plus listeners told of each new one (the live stream). A listener that throws is
 * dropped: one broken stream must not stop the others or the call that fed it.
 */
export function createCallRing(capacity = 500) {
    const slots = new Array(capacity);
    let next = 0;
    let size = 0;
    const listeners = new Set();
    return {
        capacity,
        add(call) {
            slots[next] = call;
            next = (next + 1) % capacity;
            size = Math.min(size + 1, capacity);
            for (const listener of listeners) {
                try {
                    listener(call);
                }
                catch {
                    listeners.delete(listener);
                }
            }
        },
        /** Newest first, at most `limit`, those passing `filter`. */
        list(filter = {}, limit = capacity) {
            const out = [];
            for (let i = 1; i <= size && out.length < limit; i++) {
                const call = slots[(next - i + capacity) % capacity];
                if (call && matchesCall(call, filter))
                    out.push(call);
            }
            return out;
        },
        /** Calls `listener` with every call added from now on; returns the way to stop. */
        subscribe(listener) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        get listeners() {
            return listeners.size;
        },
    };
}
//# sourceMappingURL=call-ring.js.map