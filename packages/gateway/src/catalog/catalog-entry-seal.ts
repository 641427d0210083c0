import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { parseSecretKey } from '../crypto/secret-box.js';

/** HKDF label: this key authenticates catalog entries and nothing else (credentials use the raw key). */
const HMAC_KEY_INFO = 'asixto-gateway/catalog-cache-hmac/v1';
const VERSION = 'v1';
/** base64url of a SHA-256 HMAC. */
const TAG_CHARS = 43;

/** Why a stored text is not an entry this deployment wrote. */
export type SealProblem = 'format' | 'signature';

export type Unsealed = { ok: true; json: string; sealedAt: number } | { ok: false; problem: SealProblem };

/**
 * Authenticates what instances share through Redis: anyone who can write to Redis can write an
 * entry, only a holder of `GATEWAY_SECRET_KEY` can seal one. Stored text:
 * `v1.<sealedAt>.<tag>.<json>`, the tag an HMAC-SHA256, under a key derived from the secret key
 * with HKDF and a label of its own, over the version, the Redis key the text is stored under (an
 * entry cannot be moved to another server), `sealedAt` (replays are told apart by it) and the JSON.
 */
export interface CatalogEntrySeal {
  seal(redisKey: string, json: string, sealedAt: number): string;
  open(redisKey: string, text: string): Unsealed;
}

export function createCatalogEntrySeal(secretKey: string | Uint8Array): CatalogEntrySeal {
  const key = Buffer.from(hkdfSync('sha256', parseSecretKey(secretKey), Buffer.alloc(0), HMAC_KEY_INFO, 32));
  const tagOf = (redisKey: string, sealedAt: string, json: string): Buffer =>
    createHmac('sha256', key).update(`${VERSION}\n${redisKey}\n${sealedAt}\n`).update(json).digest();

  return {
    seal(redisKey, json, sealedAt) {
      const at = String(sealedAt);
      return `${VERSION}.${at}.${tagOf(redisKey, at, json).toString('base64url')}.${json}`;
    },
    open(redisKey, text) {
      // `v1.` + up to 16 digits + `.` + tag + `.`: the header is read without splitting the JSON.
      const at = text.indexOf('.', VERSION.length + 1);
      const tagEnd = at + 1 + TAG_CHARS;
      if (!text.startsWith(`${VERSION}.`) || at < 0 || at > VERSION.length + 17 || text[tagEnd] !== '.') {
        return { ok: false, problem: 'format' };
      }
      const sealedAt = text.slice(VERSION.length + 1, at);
      if (!/^\d{1,16}$/.test(sealedAt)) return { ok: false, problem: 'format' };
      const tag = Buffer.from(text.slice(at + 1, tagEnd), 'base64url');
      const json = text.slice(tagEnd + 1);
      const expected = tagOf(redisKey, sealedAt, json);
      if (tag.length !== expected.length || !timingSafeEqual(tag, expected)) {
        return { ok: false, problem: 'signature' };
      }
      return { ok: true, json, sealedAt: Number(sealedAt) };
    },
  };
}
