export const DEFAULT_UPSTREAM_LIMITS = Object.freeze({
    discoverBytes: 256 * 1024,
    listBytes: 4 * 1024 * 1024,
    callBytes: 8 * 1024 * 1024,
    listenEventBytes: 64 * 1024,
    otherBytes: 1024 * 1024,
});
/**
 * The bound of a response, chosen by the request's `Mcp-Method` header (the SDK sets it on every
 * POST). A listen stream lives long, so only its events are bounded, not its total.
 */
export function limitForMethod(method, limits) {
    switch (method) {
        case 'server/discover':
            return { maxBytes: limits.discoverBytes };
        case 'tools/list':
            return { maxBytes: limits.listBytes };
        case 'tools/call':
            return { maxBytes: limits.callBytes };
        case 'subscriptions/listen':
            return { maxBytes: Number.POSITIVE_INFINITY, maxEventBytes: limits.listenEventBytes };
        default:
            return { maxBytes: limits.otherBytes };
    }
}
//# sourceMappingURL=response-limits.js.map