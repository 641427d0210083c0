import { idempotencyKey } from '@asixto/contract';
import type { CallStage } from '../call-types.js';

/**
 * Stage 4 · the idempotency key (contract `idempotencyKey`): conversation, the un-prefixed tool
 * name and the canonical arguments (`null` ≡ absent). Computed once per logical call, so every
 * retry carries the same key. Never stops the call.
 */
export function deriveIdempotencyKey(): CallStage {
  return function deriveIdempotencyKey(state) {
    state.idempotencyKey = idempotencyKey(
      state.context.conversationId,
      state.toolName as string,
      state.arguments,
    );
  };
}
