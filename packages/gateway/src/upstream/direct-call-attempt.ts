import type { CallToolResult, JSONRPCRequest } from '@modelcontextprotocol/client';
import { isGatewayError } from '../errors.js';
import { classifyFailure, type Failure } from './classify-failure.js';
import { DeadlineSignal } from './deadline-signal.js';
import { decodeCallToolResponse } from './decode-call-tool-response.js';
import { StreamEndedError, type LeanHttpTransport } from './lean-transport.js';
import type { McpClientModule } from './mcp-client-module.js';

/** How one attempt of a call ended: the result, or a classified failure. */
export type AttemptOutcome =
  { ok: true; result: CallToolResult } | { ok: false; failure: Failure; message: string };

export const TOO_LARGE: AttemptOutcome = {
  ok: false,
  failure: { kind: 'protocol', code: 'RESPONSE_TOO_LARGE' },
  message: 'response too large',
};

export const STREAM_DROPPED: AttemptOutcome = {
  ok: false,
  failure: { kind: 'dropped', code: 'SSE_STREAM_DROPPED' },
  message: 'stream dropped',
};

const isTooLarge = (error: unknown): boolean => isGatewayError(error, 'GATEWAY_RESPONSE_TOO_LARGE');

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
 * One `tools/call` attempt straight over the lean transport: the same message the SDK client would
 * send (its envelope first, then the call's `_meta`), the response decoded as the client decodes
 * it, the deadline as one timer that aborts the request (a {@link DeadlineSignal}, lighter than an
 * `AbortController`). An answer cut at its bound is not retried; an event stream that ends before
 * the response is a dropped connection.
 */
export async function directCallAttempt(
  connection: DirectCallConnection,
  call: { name: string; arguments: Record<string, unknown>; meta: Record<string, unknown> },
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
    const response = await transport.exchange(message, { requestSignal: deadline });
    return { ok: true, result: decodeCallToolResponse(sdk, response) };
  } catch (error) {
    if (deadline.aborted) {
      return { ok: false, failure: { kind: 'timeout', code: sdk.SdkErrorCode.RequestTimeout }, message: '' };
    }
    if (error instanceof StreamEndedError) return isTooLarge(error.failure) ? TOO_LARGE : STREAM_DROPPED;
    if (isTooLarge(error)) return TOO_LARGE;
    return {
      ok: false,
      failure: classifyFailure(error),
      message: (error as Error)?.message ?? String(error),
    };
  } finally {
    deadline.clear();
  }
}
