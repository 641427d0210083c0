import { idempotencyKey } from '@asixto/contract';
/**
 * Stage 4 · the idempotency key (contract `idempotencyKey`): conversation, the un-prefixed tool
 * name and the canonical arguments (`null` ≡ absent). Computed once per logical call, so every
 * retry carries the same key. Never ends the call.
 */
export function deriveIdempotencyKey() {
    return function deriveIdempotencyKey(call) {
        const key = idempotencyKey(call.context.conversationId, call.toolName, call.arguments);
        return Object.assign(call, { idempotencyKey: key });
    };
}
//# sourceMappingURL=derive-idempotency-key.js.map