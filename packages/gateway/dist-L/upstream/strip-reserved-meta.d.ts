/** Prefix of the protocol's own `_meta` keys (the SDK envelope). */
export declare const RESERVED_META_PREFIX = "io.modelcontextprotocol/";
/**
 * Drops every `io.modelcontextprotocol/*` key from a `_meta` object before it is forwarded: keys
 * supplied in `_meta` win over the SDK's envelope, so a forwarded one could forge the protocol
 * version, client info or capabilities.
 *
 * @example
 * stripReservedMeta({ 'io.modelcontextprotocol/protocolVersion': 'x', traceparent: 't' }); // { traceparent: 't' }
 */
export declare function stripReservedMeta(meta: Readonly<Record<string, unknown>>): Record<string, unknown>;
//# sourceMappingURL=strip-reserved-meta.d.ts.map