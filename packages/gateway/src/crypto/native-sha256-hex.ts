import { createHash } from 'node:crypto';

/**
 * The contract's `sha256Hex` (SHA-256 of the UTF-8 text, lower-case hex) on Node's native hash:
 * the same digest at a fraction of the pure-JS cost. The gateway hashes on its event loop, per call
 * (the idempotency key) and per listed tool (the pin), so it uses this one.
 */
export function nativeSha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
