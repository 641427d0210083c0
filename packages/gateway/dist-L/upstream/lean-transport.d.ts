import type { Readable } from 'node:stream';
import type { JSONRPCMessage, JSONRPCRequest, JSONRPCResponse, Transport, TransportSendOptions } from '@modelcontextprotocol/client';
import type { McpClientModule } from './mcp-client-module.js';
import type { UpstreamLimits } from './response-limits.js';
import type { StreamWatches } from './stream-watch.js';
/** One answer of the dispatcher, as undici's `request` gives it (no web objects). */
export interface LeanResponse {
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: Readable;
}
/** A guarded POST through undici's dispatcher (URL policy and DNS check included). */
export type LeanDispatch = (url: URL, init: {
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal | undefined;
}) => Promise<LeanResponse>;
export interface LeanTransportOptions {
    url: URL;
    sdk: McpClientModule;
    dispatch: LeanDispatch;
    /** Sent with every request (the bearer credential). */
    headers: Record<string, string>;
    watches: StreamWatches;
    limits: UpstreamLimits;
    onLimitExceeded?(event: {
        method: string;
        maxBytes: number;
    }): void;
}
/** The error an exchange fails with when its event stream ended before its response. */
export declare class StreamEndedError extends Error {
    readonly failure?: unknown | undefined;
    constructor(failure?: unknown | undefined);
}
/**
 * The modern-era (2026-07-28) Streamable HTTP client transport over undici's dispatcher: one POST
 * per message, a JSON or SSE answer read from the Node stream, no fetch, no web streams. Headers
 * follow the SDK's transport (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name` from the message's
 * envelope; per-request headers such as `Mcp-Param-*` except the reserved ones), bodies are
 * bounded per `Mcp-Method` and by the attempt's {@link StreamWatch}, redirects are followed only
 * within the origin for 307/308, and a 400 carrying the request's JSON-RPC error is delivered as
 * that error.
 */
export declare class LeanHttpTransport implements Transport {
    #private;
    private readonly options;
    readonly hasPerRequestStream = true;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: Transport['onmessage'];
    constructor(options: LeanTransportOptions);
    start(): Promise<void>;
    close(): Promise<void>;
    /**
     * Sends one request and resolves with its JSON-RPC response, which is handed here instead of to
     * `onmessage`: the hot path of a call needs the wire exchange, not the client's request
     * bookkeeping (timers, progress, cache, schema funnel). Notifications in its stream still reach
     * `onmessage`. Rejects as `send` does; with {@link StreamEndedError} when an event stream ends or
     * breaks before the response; with an `invalid JSON-RPC message` error when a JSON answer does not
     * carry it. The caller bounds the wait (its signal aborts the request).
     */
    exchange(message: JSONRPCRequest, options?: TransportSendOptions): Promise<JSONRPCResponse>;
    setProtocolVersion(version: string): void;
    get sessionId(): string | undefined;
    send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void>;
}
//# sourceMappingURL=lean-transport.d.ts.map