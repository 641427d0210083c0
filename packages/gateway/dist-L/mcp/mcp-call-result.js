/** Keys of the result's `_meta`, so a client can correlate the call with the gateway's logs. */
export const MCP_RESULT_META = {
    requestId: 'com.asixto/requestId',
    outcome: 'com.asixto/outcome',
    errorType: 'com.asixto/errorType',
};
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * Maps one pipeline outcome to an MCP `tools/call` result. The text is the outcome's own, shaped
 * for the model exactly as `/v1/call` returns it:
 * - `ok`: the text, and the server's `structuredContent` (already checked against `outputSchema`);
 * - `tool_error`: `isError`, the page-06 error text and the error object (no `details`);
 * - `rejected` / `timeout` / `unavailable`: `isError` with the gateway's short reason from its
 *   message catalog (in the context's `lang`, Spanish by default), which tells the model what to do.
 */
export function toMcpCallResult(outcome) {
    const result = {
        content: [{ type: 'text', text: outcome.text }],
        _meta: { [MCP_RESULT_META.requestId]: outcome.requestId, [MCP_RESULT_META.outcome]: outcome.outcome },
    };
    if (outcome.errorType !== undefined)
        result._meta[MCP_RESULT_META.errorType] = outcome.errorType;
    if (isRecord(outcome.structured))
        result.structuredContent = outcome.structured;
    if (outcome.outcome !== 'ok')
        result.isError = true;
    return result;
}
//# sourceMappingURL=mcp-call-result.js.map