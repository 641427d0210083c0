import type { FetchLike } from '@modelcontextprotocol/client';
import type { UpstreamLimits } from './response-limits.js';
import type { LeanDispatch } from './lean-transport.js';
export interface GuardedFetchOptions {
    /** Development mode: http and loopback/private addresses are allowed. Never in production. */
    devMode: boolean;
    /** Keep-alive for idle upstream sockets; connections are reused across calls. */
    keepAliveTimeoutMs?: number;
    /** Upper bound on concurrent sockets per upstream origin. */
    connections?: number;
    /** Byte bounds per kind of request (chosen by the `Mcp-Method` header); defaults apply per key. */
    limits?: Partial<UpstreamLimits>;
    /** Told each time an answer goes over its bound (for a log line that says which and why). */
    onLimitExceeded?(event: {
        method: string;
        maxBytes: number;
        url: string;
    }): void;
}
/**
 * A fetch that can be closed (the agent's sockets), as the upstream owns it, with the same guarded
 * agent as a plain POST (`dispatch`, for the lean transport: no fetch objects, no body bound, which
 * the transport applies itself).
 */
export type GuardedFetch = FetchLike & {
    close(): Promise<void>;
    dispatch: LeanDispatch;
};
/** Throws when a URL may not be fetched under the policy; pure except for the URL parse. */
export declare function checkUrlShape(url: URL, devMode: boolean): void;
/**
 * The fetch every upstream request goes through:
 * - https only, unless `devMode`;
 * - outside `devMode`, the host's addresses are resolved at connect time and any private,
 *   loopback, link-local or unspecified address (mapped forms included) refuses the connection;
 * - redirects are never followed and their bodies never read; a redirect to another host is an
 *   error, a same-origin one is handed back to the caller (the SDK's same-origin policy decides);
 * - every response body is bounded by the request's kind ({@link UpstreamLimits}).
 *
 * @example
 * const fetch = guardedFetch({ devMode: false });
 * const transport = new StreamableHTTPClientTransport(url, { fetch });
 */
export declare function guardedFetch({ devMode, keepAliveTimeoutMs, connections, limits: limitOverrides, onLimitExceeded, }: GuardedFetchOptions): GuardedFetch;
//# sourceMappingURL=guarded-fetch.d.ts.map