import { createCallRecords } from '../records/call-records.js';
import type { CallRecordsOptions } from '../records/call-records.js';
import type { CallRecord } from '../records/call-record.js';
import { createCallRing } from './call-ring.js';

/**
 * What the console reads of the calls: the durable records (cluster-wide, from the registry) and
 * the live ring its stream listens to. `share` hands this instance's new records to the other
 * instances (Redis in cluster mode); what they share comes back through `ring.add`.
 */
export function createCallActivity(
  options: Omit<CallRecordsOptions, 'live'> & { ringSize?: number; share?: (record: CallRecord) => void },
) {
  const ring = createCallRing(options.ringSize ?? 500);
  const records = createCallRecords({
    ...options,
    live(record) {
      ring.add(record);
      options.share?.(record);
    },
  });
  return { ring, records };
}

export type CallActivity = ReturnType<typeof createCallActivity>;
