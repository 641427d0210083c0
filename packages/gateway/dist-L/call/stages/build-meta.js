import { META_KEYS } from '@asixto/contract';
/**
 * Stage 5 · `_meta` for `tools/call`: the eight `com.asixto/*` keys of page 02, plus
 * `traceparent` when the context has one. Built from the validated context only, so no
 * `io.modelcontextprotocol/*` key can ride along. Never ends the call.
 */
export function buildMeta() {
    return function buildMeta(call) {
        const c = call.context;
        const meta = {
            [META_KEYS.idempotencyKey]: call.idempotencyKey,
            [META_KEYS.conversationId]: c.conversationId,
            [META_KEYS.requestId]: c.requestId,
            [META_KEYS.channel]: c.channel,
            [META_KEYS.companyId]: c.company,
            [META_KEYS.priceListId]: c.priceListId ?? null,
            [META_KEYS.currency]: c.currency,
            [META_KEYS.timezone]: c.timezone,
        };
        if (c.traceparent)
            meta.traceparent = c.traceparent;
        return Object.assign(call, { meta });
    };
}
//# sourceMappingURL=build-meta.js.map