import { RECORD_OUTCOMES } from './call-record.js';
import type { CallRecord } from './call-record.js';

const str = (v: unknown, max: number): boolean => typeof v === 'string' && v.length <= max;
const optStr = (v: unknown, max: number): boolean => v === undefined || str(v, max);
const num = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Whether a value read from another instance (through Redis) has a call record's shape and bounds. */
export function isCallRecord(v: unknown): v is CallRecord {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return (
    str(r.id, 64) &&
    str(r.at, 40) &&
    !Number.isNaN(Date.parse(r.at as string)) &&
    (r.kind === 'call' || r.kind === 'catalog') &&
    str(r.company, 64) &&
    optStr(r.serverId, 128) &&
    str(r.tool, 128) &&
    (RECORD_OUTCOMES as readonly unknown[]).includes(r.outcome) &&
    optStr(r.errorType, 32) &&
    (r.errorClass === 'none' || r.errorClass === 'business' || r.errorClass === 'technical') &&
    num(r.attempts) &&
    num(r.latencyMs) &&
    typeof r.truncated === 'boolean' &&
    str(r.requestId, 128) &&
    str(r.instance, 128) &&
    optStr(r.keyId, 64) &&
    optStr(r.conversation, 64) &&
    (r.leaks === undefined ||
      (Array.isArray(r.leaks) &&
        r.leaks.length <= 32 &&
        r.leaks.every(
          (l: unknown) =>
            typeof l === 'object' &&
            l !== null &&
            str((l as { rule?: unknown }).rule, 64) &&
            num((l as { count?: unknown }).count),
        )))
  );
}
