import { canonicalJson } from './canonical-json.js';
import { sha256Hex } from './sha256-hex.js';

/**
 * The `com.asixto/idempotencyKey` of a call (page 05, guarantee 1): SHA-256 hex of the canonical
 * JSON of `[conversationId, toolName, args]`, where a `null` member signs like an absent one at every
 * depth and absent/null `args` sign like `{}`. The array framing keeps fields apart, so no two
 * conversations (or tools) can share a key by shifting characters between fields. `digest` is
 * where the SHA-256 comes from: this package's pure one by default, a native one where the caller
 * has it (the gateway, per call); it must give the same hex.
 *
 * @example
 * idempotencyKey('cnv_1', 'abrir_caso_soporte', { tipo: 'falla', prioridad: null })
 *   === idempotencyKey('cnv_1', 'abrir_caso_soporte', { tipo: 'falla' }); // true
 */
export function idempotencyKey(
  conversationId: string,
  toolName: string,
  args: unknown,
  digest: (text: string) => string = sha256Hex,
): string {
  const signed = args === undefined || args === null ? {} : args;
  return digest(canonicalJson([conversationId, toolName, signed], { nullAsAbsent: true }));
}
