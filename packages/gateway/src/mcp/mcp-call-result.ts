import { isJsonObject } from '@asixto/contract';
import type { CallOutcome } from '../call/index.js';

/** A `tools/call` result as the gateway's MCP endpoint answers it. */
export interface McpCallResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
  _meta: Record<string, unknown>;
}

/** Keys of the result's `_meta`, so a client can correlate the call with the gateway's logs. */
export const MCP_RESULT_META = {
  requestId: 'com.asixto/requestId',
  outcome: 'com.asixto/outcome',
  errorType: 'com.asixto/errorType',
} as const;

/**
 * Maps one pipeline outcome to an MCP `tools/call` result. The text is the outcome's own, shaped
 * for the model exactly as `/v1/call` returns it:
 * - `ok`: the text, and the server's `structuredContent` (already checked against `outputSchema`);
 * - `tool_error`: `isError`, the page-06 error text and the error object (no `details`);
 * - `rejected` / `timeout` / `unavailable`: `isError` with the gateway's short reason from its
 *   message catalog (in the context's `lang`, Spanish by default), which tells the model what to do.
 */
export function toMcpCallResult(outcome: CallOutcome): McpCallResult {
  const result: McpCallResult = {
    content: [{ type: 'text', text: outcome.text }],
    _meta: { [MCP_RESULT_META.requestId]: outcome.requestId, [MCP_RESULT_META.outcome]: outcome.outcome },
  };
  if (outcome.errorType !== undefined) result._meta[MCP_RESULT_META.errorType] = outcome.errorType;
  if (isJsonObject(outcome.structured)) result.structuredContent = outcome.structured;
  if (outcome.outcome !== 'ok') result.isError = true;
  return result;
}
