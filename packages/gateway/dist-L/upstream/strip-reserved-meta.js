/** Prefix of the protocol's own `_meta` keys (the SDK envelope). */
export const RESERVED_META_PREFIX = 'io.modelcontextprotocol/';
/**
 * Drops every `io.modelcontextprotocol/*` key from a `_meta` object before it is forwarded: keys
 * supplied in `_meta` win over the SDK's envelope, so a forwarded one could forge the protocol
 * version, client info or capabilities.
 *
 * @example
 * stripReservedMeta({ 'io.modelcontextprotocol/protocolVersion': 'x', traceparent: 't' }); // { traceparent: 't' }
 */
export function stripReservedMeta(meta) {
    const out = {};
    for (const key of Object.keys(meta)) {
        if (!key.startsWith(RESERVED_META_PREFIX))
            out[key] = meta[key];
    }
    return out;
}
//# sourceMappingURL=strip-reserved-meta.js.map