import { createHash, randomBytes } from 'node:crypto';

/**
 * The fixed start of every managed key, so secret scanners (and people) recognise a leaked one:
 * `asxk_` then 43 base64url characters (32 random bytes).
 */
export const API_KEY_PREFIX = 'asxk_';
export const API_KEY_PATTERN = /^asxk_[A-Za-z0-9_-]{43}$/;

/**
 * The digest the registry keeps instead of the key. A key carries 256 random bits, so a fast hash
 * cannot be brute-forced and needs no salt or slow KDF (those protect low-entropy passwords, and
 * would cost milliseconds on every call); SHA-256 is one-way, so the registry never holds the key.
 */
export function apiKeyDigest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A new key and the hex digest to store; the key itself is shown once and never kept. */
export function newApiKey(): { key: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: apiKeyDigest(key).toString('hex') };
}

/** A key's public id (`key_` + 24 hex characters): what listings, revocation and audit name. */
export function newKeyId(): string {
  return `key_${randomBytes(12).toString('hex')}`;
}

export const KEY_ID_PATTERN = '^key_[0-9a-f]{24}$';
