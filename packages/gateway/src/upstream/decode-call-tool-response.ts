import { isJsonObject } from '@asixto/contract';
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
export function decodeCallToolResponse(sdk: McpClientModule, response: JSONRPCResponse): CallToolResult {
  const { ProtocolError, SdkError, SdkErrorCode } = sdk;
  if ('error' in response) {
    const { code, message, data } = response.error;
    throw ProtocolError.fromError(code, message, data);
  }
  const invalid = (detail: string): Error =>
    new SdkError(SdkErrorCode.InvalidResult, `Invalid result for tools/call: ${detail}`, {
      method: 'tools/call',
    });
  const raw: unknown = response.result;
  if (!isJsonObject(raw)) throw invalid('not an object');
  const resultType = raw.resultType;
  if (resultType === undefined) throw invalid('missing required resultType');
  if (typeof resultType !== 'string') throw invalid('non-string resultType');
  if (resultType === 'input_required') {
    const requests = raw.inputRequests;
    const hasRequests = isJsonObject(requests) && Object.keys(requests).length > 0;
    if (!hasRequests && typeof raw.requestState !== 'string') {
      throw invalid('input_required carries neither inputRequests nor requestState');
    }
  }
  if (resultType !== 'complete') {
    throw new SdkError(
      SdkErrorCode.UnsupportedResultType,
      `Unsupported result type '${resultType}' for tools/call`,
      { resultType, method: 'tools/call' },
    );
  }
  const { resultType: _wireOnly, ...lifted } = raw;
  if (!Array.isArray(lifted.content)) throw invalid('content is required');
  const checked = sdk.specTypeSchemas.CallToolResult['~standard'].validate(lifted);
  if (checked instanceof Promise) throw new Error('CallToolResult validation is unexpectedly asynchronous');
  if (checked.issues !== undefined) throw invalid(checked.issues.map((issue) => issue.message).join('; '));
  return checked.value as CallToolResult;
}
