import { META_KEYS } from '@asixto/contract';
import type { CallStage } from '../call-types.js';

/**
 * Stage 5 · `_meta` for `tools/call`: the eight `com.asixto/*` keys of page 02, plus
 * `traceparent` when the context has one. Built from the validated context only, so no
 * `io.modelcontextprotocol/*` key can ride along. Never stops the call.
 */
export function buildMeta(): CallStage {
  return function buildMeta(state) {
    const c = state.context;
    const meta: Record<string, unknown> = {
      [META_KEYS.idempotencyKey]: state.idempotencyKey,
      [META_KEYS.conversationId]: c.conversationId,
      [META_KEYS.requestId]: c.requestId,
      [META_KEYS.channel]: c.channel,
      [META_KEYS.companyId]: c.company,
      [META_KEYS.priceListId]: c.priceListId ?? null,
      [META_KEYS.currency]: c.currency,
      [META_KEYS.timezone]: c.timezone,
    };
    if (c.traceparent) meta.traceparent = c.traceparent;
    state.meta = meta;
  };
}
