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
  /** What the result guard removed from the answer, per rule (absent when nothing leaked). */
  leaks?: { rule: string; count: number }[];
}

export interface CallFilter {
  company?: string;
  /** Only calls of these companies (what a tenant admin may see); absent: every company. */
  companies?: ReadonlySet<string>;
  tool?: string;
  outcome?: string;
}

export type CallListener = (call: CallRecord) => void;

export function callRecordOf(event: CallFinishedEvent, at: number): CallRecord {
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
    ...(event.leaks !== undefined ? { leaks: event.leaks } : {}),
  };
}

export function matchesCall(call: CallRecord, filter: CallFilter): boolean {
  return (
    (filter.company === undefined || call.company === filter.company) &&
    (filter.companies === undefined || filter.companies.has(call.company)) &&
    (filter.tool === undefined || call.tool === filter.tool) &&
    (filter.outcome === undefined || call.outcome === filter.outcome)
  );
}

/**
 * The most recent calls of this instance, in a fixed-size ring (memory stays bounded whatever the
 * traffic), plus listeners told of each new one (the live stream). A listener that throws is
 * dropped: one broken stream must not stop the others or the call that fed it.
 */
export function createCallRing(capacity = 500) {
  const slots: (CallRecord | undefined)[] = new Array<CallRecord | undefined>(capacity);
  let next = 0;
  let size = 0;
  const listeners = new Set<CallListener>();

  return {
    capacity,
    add(call: CallRecord): void {
      slots[next] = call;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
      for (const listener of listeners) {
        try {
          listener(call);
        } catch {
          listeners.delete(listener);
        }
      }
    },
    /** Newest first, at most `limit`, those passing `filter`. */
    list(filter: CallFilter = {}, limit = capacity): CallRecord[] {
      const out: CallRecord[] = [];
      for (let i = 1; i <= size && out.length < limit; i++) {
        const call = slots[(next - i + capacity) % capacity];
        if (call && matchesCall(call, filter)) out.push(call);
      }
      return out;
    },
    /** Calls `listener` with every call added from now on; returns the way to stop. */
    subscribe(listener: CallListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get listeners(): number {
      return listeners.size;
    },
  };
}

export type CallRing = ReturnType<typeof createCallRing>;
