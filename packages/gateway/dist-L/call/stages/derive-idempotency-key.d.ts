import type { KeyedCall, ValidCall } from '../call-types.js';
/**
 * Stage 4 · the idempotency key (contract `idempotencyKey`): conversation, the un-prefixed tool
 * name and the canonical arguments (`null` ≡ absent). Computed once per logical call, so every
 * retry carries the same key. Never ends the call.
 */
export declare function deriveIdempotencyKey(): (call: ValidCall) => KeyedCall;
//# sourceMappingURL=derive-idempotency-key.d.ts.map