import type { CallToolResult } from '@modelcontextprotocol/client';
import { type Failure } from './classify-failure.js';
import { type LeanHttpTransport } from './lean-transport.js';
import type { McpClientModule } from './mcp-client-module.js';
/** How one attempt of a call ended: the result, or a classified failure. */
export type AttemptOutcome = {
    ok: true;
    result: CallToolResult;
} | {
    ok: false;
    failure: Failure;
    message: string;
};
export declare const TOO_LARGE: AttemptOutcome;
export declare const STREAM_DROPPED: AttemptOutcome;
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
 * it, the deadline as one timer that aborts the request. An answer cut at its bound is not
 * retried; an event stream that ends before the response is a dropped connection.
 */
export declare function directCallAttempt(connection: DirectCallConnection, call: {
    name: string;
    arguments: Record<string, unknown>;
    meta: Record<string, unknown>;
}, remainingMs: number): Promise<AttemptOutcome>;
//# sourceMappingURL=direct-call-attempt.d.ts.map