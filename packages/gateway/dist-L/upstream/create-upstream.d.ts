import type { CallToolResult, FetchLike } from '@modelcontextprotocol/client';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { GatewayLogger } from '../logger.js';
import type { UpstreamLimits } from './response-limits.js';
import type { BreakerState, ServerGuardOptions } from './server-guard.js';
import { type ListenBackoffOptions, type ToolsListener } from './listen-with-backoff.js';
export type { ToolDefinition };
export interface UpstreamOptions {
    serverId: string;
    company: string;
    /** The server's MCP endpoint. Checked at registration by `assertUpstreamUrlAllowed`. */
    url: string;
    /** Bearer credential; sent only in the Authorization header, never logged. */
    token?: string;
    devMode: boolean;
    /** A fetch to use instead of a fresh {@link guardedFetch} (which the upstream then does not close). */
    fetch?: FetchLike;
    logger: GatewayLogger;
    /** Upper bound for `server/discover` when connecting outside a call. */
    connectTimeoutMs?: number;
    /** Time granted to the SDK to deliver a reply already in a stream that just ended. */
    dropGraceMs?: number;
    /** Byte bounds on answers (a `tools/call` answer over its bound is a SYSTEM error, not retried). */
    limits?: Partial<UpstreamLimits>;
    listenBackoff?: ListenBackoffOptions;
    /** Bulkhead and circuit breaker of this server's calls. */
    guard?: Partial<ServerGuardOptions>;
    /** Told when the breaker changes state (logged here too). */
    onBreakerChange?(state: BreakerState): void;
}
/** One logical `tools/call`, as the pipeline hands it to the upstream. */
export interface UpstreamCallRequest {
    /** The un-prefixed tool name. */
    name: string;
    arguments: Record<string, unknown>;
    /** `_meta` to send; any `io.modelcontextprotocol/*` key is dropped before sending. */
    meta: Record<string, unknown>;
    /** The cached definition, for `Mcp-Param-*` header mirroring (output is validated by the pipeline). */
    tool?: ToolDefinition;
    /** Overall budget for every attempt together (the channel deadline). */
    deadlineMs: number;
    /** Retries after a dropped or refused connection, inside the same deadline. */
    maxRetries: number;
    onRetry?(attempt: number, reason: string): void;
}
/** The settled value of an upstream call: expected failures are values, never thrown. */
export type UpstreamCallSettled = {
    status: 'complete';
    result: CallToolResult;
    attempts: number;
} | {
    status: 'timeout';
    attempts: number;
} | {
    status: 'unavailable';
    code: string;
    attempts: number;
} | {
    status: 'protocol_error';
    code: string;
    message: string;
    attempts: number;
};
export interface Upstream {
    readonly serverId: string;
    readonly company: string;
    /** Every tool of the server (all pages), raw, in server order; bypasses the SDK response cache. */
    listTools(): Promise<ToolDefinition[]>;
    /**
     * One logical call with retry-on-drop inside the deadline, behind the server's bulkhead and
     * breaker (refused at once, `unavailable`, when either says no). Never rejects for upstream
     * failures.
     */
    callTool(request: UpstreamCallRequest): Promise<UpstreamCallSettled>;
    /** The state of this server's circuit breaker. */
    readonly breaker: BreakerState;
    /**
     * Follows `toolsListChanged` through `subscriptions/listen` when the server advertises
     * `tools.listChanged`, re-listening with exponential backoff when the stream drops. `ready`
     * resolves to whether the server offers it (a no-op listener otherwise).
     */
    listen(onToolsChanged: () => void): ToolsListener;
    /** Stops listeners, closes the client and, when it owns it, the fetch agent. */
    close(): Promise<void>;
}
/**
 * The connector to one tenant server: one official MCP client pinned to the 2026-07-28 revision,
 * connected once (`server/discover`) and reused for every call, over a guarded fetch with
 * keep-alive. `input_required` is never auto-fulfilled, and the SDK response cache is partitioned
 * by server id.
 *
 * @example
 * const upstream = createUpstream({ serverId, company: 'acme', url, token, devMode: false, logger });
 * const tools = await upstream.listTools();
 */
export declare function createUpstream(options: UpstreamOptions): Upstream;
//# sourceMappingURL=create-upstream.d.ts.map