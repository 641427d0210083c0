import type { CallToolResult, JSONRPCResponse } from '@modelcontextprotocol/client';
import type { McpClientModule } from './mcp-client-module.js';
/**
 * A `tools/call` response read as the SDK client reads it on the 2026-07-28 wire, for calls that
 * skip the client's request funnel: a JSON-RPC error becomes the SDK's `ProtocolError`; a result
 * without a string `resultType` is `InvalidResult`; `input_required` (never auto-fulfilled here) and
 * any type but `complete` are `UnsupportedResultType`; a `complete` result must be a
 * `CallToolResult` (content blocks required) and is returned without `resultType`. Errors are the
 * SDK's own classes, so failures are classified exactly as on the SDK path.
 */
export declare function decodeCallToolResponse(sdk: McpClientModule, response: JSONRPCResponse): CallToolResult;
//# sourceMappingURL=decode-call-tool-response.d.ts.map