import { OUTCOMES } from './api-types';
import type { CallRecord, Outcome } from './api-types';

const isOutcome = (v: unknown): v is Outcome => (OUTCOMES as readonly unknown[]).includes(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** One live call from an SSE event's data, or `undefined` when it is not JSON or not a CallRecord. */
export function parseCallRecord(data: string): CallRecord | undefined {
  try {
    return callRecordOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/**
 * The CallRecord in a value, or `undefined` when it does not have that shape. Only the record's own
 * fields are kept: should the API ever send more (arguments, results), the console still shows none.
 */
export function callRecordOf(value: unknown): CallRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (
    !isString(v.at) ||
    !isString(v.company) ||
    !isString(v.tool) ||
    !isOutcome(v.outcome) ||
    !isCount(v.attempts) ||
    !isCount(v.latencyMs) ||
    typeof v.truncated !== 'boolean' ||
    !isString(v.requestId)
  ) {
    return undefined;
  }
  return {
    at: v.at,
    company: v.company,
    tool: v.tool,
    outcome: v.outcome,
    attempts: v.attempts,
    latencyMs: v.latencyMs,
    truncated: v.truncated,
    requestId: v.requestId,
    ...(isString(v.serverId) ? { serverId: v.serverId } : {}),
    ...(isString(v.errorType) ? { errorType: v.errorType } : {}),
    ...(isString(v.instance) ? { instance: v.instance } : {}),
  };
}
