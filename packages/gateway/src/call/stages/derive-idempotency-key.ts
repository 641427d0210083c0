import { idempotencyKey } from '@asixto/contract';
import { nativeSha256Hex } from '../../crypto/native-sha256-hex.js';
import type { KeyedCall, ValidCall } from '../call-types.js';

/**
 * Stage 4 · the idempotency key (contract `idempotencyKey`): conversation, the un-prefixed tool
 * name and the canonical arguments (`null` ≡ absent), hashed natively. Computed once per logical
 * call, so every retry carries the same key. Never ends the call.
 */
export function deriveIdempotencyKey() {
  return function deriveIdempotencyKey(call: ValidCall): KeyedCall {
    const key = idempotencyKey(call.context.conversationId, call.toolName, call.arguments, nativeSha256Hex);
    return Object.assign(call, { idempotencyKey: key });
  };
}
