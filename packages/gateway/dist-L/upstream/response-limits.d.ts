/**
 * Byte bounds on what an upstream tool server may send back, per kind of request. A tenant's
 * server is untrusted: every answer it gives is read up to its bound and no further.
 */
export interface UpstreamLimits {
    /** One `server/discover` answer. */
    discoverBytes: number;
    /** One `tools/list` listing, all pages together. */
    listBytes: number;
    /** One `tools/call` answer (JSON or a whole SSE response stream). */
    callBytes: number;
    /** One event of a `subscriptions/listen` stream, an unterminated line included. */
    listenEventBytes: number;
    /** Any other answer (redirects, errors of unknown requests). */
    otherBytes: number;
}
export declare const DEFAULT_UPSTREAM_LIMITS: Readonly<UpstreamLimits>;
/** How one response body is bounded: a total, and for event streams a bound per event. */
export interface BodyLimit {
    maxBytes: number;
    /** Bytes of one SSE event; absent when the total bound is the only one. */
    maxEventBytes?: number;
}
/**
 * The bound of a response, chosen by the request's `Mcp-Method` header (the SDK sets it on every
 * POST). A listen stream lives long, so only its events are bounded, not its total.
 */
export declare function limitForMethod(method: string | undefined, limits: UpstreamLimits): BodyLimit;
//# sourceMappingURL=response-limits.d.ts.map