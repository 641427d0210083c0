import { createHmac, hkdfSync } from 'node:crypto';
import { parseSecretKey } from '../crypto/secret-box.js';

/** Its own key, derived from the secret key: a record's hash is no use against sealed entries. */
const HMAC_KEY_INFO = 'asixto-gateway/call-records/conversation/v1';

/**
 * The conversation id as a keyed hash: equal ids give equal hashes (an operator can follow one
 * conversation's calls) but the id cannot be read back or guessed without the secret key.
 *
 * @example
 * const hash = conversationHasher(secretKey);
 * hash('conv-123'); // 32 hex characters
 */
export function conversationHasher(secretKey: string | Uint8Array): (conversationId: string) => string {
  const key = Buffer.from(hkdfSync('sha256', parseSecretKey(secretKey), Buffer.alloc(0), HMAC_KEY_INFO, 32));
  // A conversation makes several calls: its hash is kept for the next ones (bounded; cleared when full).
  const recent = new Map<string, string>();
  return (conversationId) => {
    let hash = recent.get(conversationId);
    if (hash === undefined) {
      hash = createHmac('sha256', key).update(conversationId).digest('hex').slice(0, 32);
      if (recent.size >= 4096) recent.clear();
      recent.set(conversationId, hash);
    }
    return hash;
  };
}
