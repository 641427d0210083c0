import { matchesRecord } from '../records/call-record.js';
import type { CallRecord, CallRecordFilter } from '../records/call-record.js';

export type CallListener = (call: CallRecord) => void;

/**
 * The most recent calls seen live by this instance (its own and, in cluster mode, the other
 * instances'), in a fixed-size ring (memory stays bounded whatever the traffic), plus listeners told
 * of each new one (the live stream). A listener that throws is dropped: one broken stream must not
 * stop the others or the call that fed it.
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
    list(filter: CallRecordFilter = {}, limit = capacity): CallRecord[] {
      const out: CallRecord[] = [];
      for (let i = 1; i <= size && out.length < limit; i++) {
        const call = slots[(next - i + capacity) % capacity];
        if (call && matchesRecord(call, filter)) out.push(call);
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
