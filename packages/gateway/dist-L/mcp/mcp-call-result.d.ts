import type { CallOutcome } from '../call/index.js';
/** A `tools/call` result as the gateway's MCP endpoint answers it. */
export interface McpCallResult {
    [key: string]: unknown;
    content: {
        type: 'text';
        text: string;
    }[];
    structuredContent?: Record<string, unknown>;
    isError?: true;
    _meta: Record<string, unknown>;
}
/** Keys of the result's `_meta`, so a client can correlate the call with the gateway's logs. */
export declare const MCP_RESULT_META: {
    readonly requestId: "com.asixto/requestId";
    readonly outcome: "com.asixto/outcome";
    readonly errorType: "com.asixto/errorType";
};
/**
 * Maps one pipeline outcome to an MCP `tools/call` result. The text is the outcome's own, shaped
 * for the model exactly as `/v1/call` returns it:
 * - `ok`: the text, and the server's `structuredContent` (already checked against `outputSchema`);
 * - `tool_error`: `isError`, the page-06 error text and the error object (no `details`);
 * - `rejected` / `timeout` / `unavailable`: `isError` with the gateway's short reason from its
 *   message catalog (in the context's `lang`, Spanish by default), which tells the model what to do.
 */
export declare function toMcpCallResult(outcome: CallOutcome): McpCallResult;
//# sourceMappingURL=mcp-call-result.d.ts.map