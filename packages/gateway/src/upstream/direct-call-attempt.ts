import type { CallToolResult, JSONRPCRequest } from '@modelcontextprotocol/client';
import { isGatewayError } from '../errors.js';
import { classifyFailure, type Failure } from './classify-failure.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import { DeadlineSignal } from './deadline-signal.js';
import { decodeCallToolResponse } from './decode-call-tool-response.js';
import { StreamEndedError, type LeanHttpTransport } from './lean-transport.js';
import type { McpClientModule } from './mcp-client-module.js';
import { mcpParamHeaders } from './mcp-param-headers.js';

/** How one attempt of a call ended: the result, or a classified failure. */
export type AttemptOutcome =
  { ok: true; result: CallToolResult } | { ok: false; failure: Failure; message: string };

export const TOO_LARGE: AttemptOutcome = {
  ok: false,
  failure: { kind: 'protocol', code: 'RESPONSE_TOO_LARGE' },
  message: 'response too large',
};

export const TOO_COMPLEX: AttemptOutcome = {
  ok: false,
  failure: { kind: 'protocol', code: 'RESPONSE_TOO_COMPLEX' },
  message: 'response too complex',
};

export const STREAM_DROPPED: AttemptOutcome = {
  ok: false,
  failure: { kind: 'dropped', code: 'SSE_STREAM_DROPPED' },
  message: 'stream dropped',
};

/** An answer over a bound is the server's fault, not the network's: never retried. */
function overBound(error: unknown): AttemptOutcome | undefined {
  if (isGatewayError(error, 'GATEWAY_RESPONSE_TOO_LARGE')) return TOO_LARGE;
  if (isGatewayError(error, 'GATEWAY_RESPONSE_TOO_COMPLEX')) return TOO_COMPLEX;
  return undefined;
}

/** What a direct attempt needs of the connection it runs on. */
export interface DirectCallConnection {
  transport: LeanHttpTransport;
  sdk: McpClientModule;
  /** The `_meta` envelope the SDK client puts on every request of the negotiated revision. */
  envelope: Record<string, unknown>;
  /** A fresh JSON-RPC id for each request. */
  nextId(): number;
}

/**
 * One `tools/call` attempt straight over the lean transport, the gateway's one call route: the
 * message the SDK client would send (its envelope first, then the call's `_meta`; `Mcp-Param-*`
 * headers from the tool's `x-mcp-header` declarations), the response decoded as the client decodes
 * it, the deadline as one timer that aborts the request (a {@link DeadlineSignal}, lighter than an
 * `AbortController`). An answer over its bound is not retried; an event stream that ends before the
 * response is a dropped connection (where the SDK client would wait for its deadline, sdk#2739).
 */
export async function directCallAttempt(
  connection: DirectCallConnection,
  call: {
    name: string;
    arguments: Record<string, unknown>;
    meta: Record<string, unknown>;
    tool?: ToolDefinition;
  },
  remainingMs: number,
): Promise<AttemptOutcome> {
  const { transport, sdk, envelope } = connection;
  // `Object.assign`, not `{ ...envelope, ...call.meta }`: V8 extends a spread's clone with more keys
  // several times slower, and this `_meta` is built and serialized on every call.
  const meta: Record<string, unknown> = Object.assign({}, envelope, call.meta);
  const message: JSONRPCRequest = {
    method: 'tools/call',
    params: { name: call.name, arguments: call.arguments, _meta: meta },
    jsonrpc: '2.0',
    id: connection.nextId(),
  };
  const deadline = new DeadlineSignal(remainingMs);
  try {
    const headers = call.tool === undefined ? undefined : mcpParamHeaders(call.tool, call.arguments);
    const response = await transport.exchange(message, {
      requestSignal: deadline,
      ...(headers === undefined ? {} : { headers }),
    });
    return { ok: true, result: decodeCallToolResponse(sdk, response) };
  } catch (error) {
    if (deadline.aborted) {
      return { ok: false, failure: { kind: 'timeout', code: sdk.SdkErrorCode.RequestTimeout }, message: '' };
    }
    if (error instanceof StreamEndedError) return overBound(error.failure) ?? STREAM_DROPPED;
    const over = overBound(error);
    if (over !== undefined) return over;
    return {
      ok: false,
      failure: classifyFailure(error),
      message: (error as Error)?.message ?? String(error),
    };
  } finally {
    deadline.clear();
  }
}
