import { timingSafeEqual } from 'node:crypto';
import type { GatewayLogger } from '../logger.js';
import type { AccessStore, ApiKeyRecord } from '../registry/access-store.js';
import { API_KEY_PATTERN, apiKeyDigest } from './api-key.js';
import { envPrincipal } from './principal.js';
import type { Principal } from './principal.js';

/**
 * How long this instance trusts what it read of a key. A revoked or expired key must be refused on
 * every instance within 2 s: revocation notices clear the entry at once, and this bound holds even
 * when a notice is lost (the feed down, another instance's publish failed).
 */
export const KEY_CACHE_MS = 1_000;

export interface CredentialResolverOptions {
  store: AccessStore;
  /** The bootstrap tokens: platform admin and runtime for every company. */
  envTokens: { admin: readonly string[]; runtime: readonly string[] };
  logger: GatewayLogger;
  now?: () => number;
  cacheMs?: number;
  /** Keys remembered at most (least recently used go first), so made-up keys cannot grow memory. */
  maxEntries?: number;
  /** `lastUsedAt` is written at most this often per key and instance. */
  touchEveryMs?: number;
}

interface Entry {
  /** `undefined`: no such key (a negative answer is cached too). */
  principal: Principal | undefined;
  record: ApiKeyRecord | undefined;
  expiresAtMs: number;
  readAt: number;
}

export interface CredentialResolver {
  /** The principal of a bearer token, or `undefined` when it is unknown, revoked or expired. */
  resolve(token: string): Principal | undefined | Promise<Principal | undefined>;
  /** Drops what is cached of one key (revoked here or on another instance). */
  forget(keyId: string): void;
  /** Drops everything cached (the notice feed reconnected: notices may have been missed). */
  clear(): void;
}

/**
 * Resolves bearer tokens to principals. Environment tokens are compared by their SHA-256 digests with
 * `timingSafeEqual`, every one of them, so neither length nor position leaks through timing. A
 * managed key (`asxk_…`) is looked up by the same digest, cached for {@link KEY_CACHE_MS}; concurrent
 * misses for one key share one lookup. A token of neither shape costs no lookup.
 */
export function createCredentialResolver(options: CredentialResolverOptions): CredentialResolver {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? KEY_CACHE_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const touchEveryMs = options.touchEveryMs ?? 60_000;
  const env = [
    ...options.envTokens.admin.map((t) => ({
      digest: apiKeyDigest(t),
      principal: envPrincipal('platform-admin'),
    })),
    ...options.envTokens.runtime.map((t) => ({
      digest: apiKeyDigest(t),
      principal: envPrincipal('runtime'),
    })),
  ];
  const cache = new Map<string, Entry>();
  const pending = new Map<string, { seen: number; lookup: Promise<Principal | undefined> }>();
  const touched = new Map<string, number>();
  // Bumped by forget/clear: a lookup that started before one does not cache what it read.
  let generation = 0;

  const remember = <V>(map: Map<string, V>, key: string, value: V): void => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };

  function entryOf(record: ApiKeyRecord | undefined, at: number): Entry {
    if (!record || record.revokedAt !== null) {
      return { principal: undefined, record, expiresAtMs: Number.POSITIVE_INFINITY, readAt: at };
    }
    const principal: Principal = {
      source: 'key',
      keyId: record.id,
      label: record.label,
      role: record.role,
      companies: Object.freeze([...record.companies]),
      expiresAt: record.expiresAt,
    };
    const expiresAtMs = record.expiresAt === null ? Number.POSITIVE_INFINITY : Date.parse(record.expiresAt);
    return { principal: Object.freeze(principal), record, expiresAtMs, readAt: at };
  }

  function use(entry: Entry, at: number): Principal | undefined {
    if (entry.principal === undefined || at >= entry.expiresAtMs) return undefined;
    const record = entry.record!;
    const last = touched.get(record.id) ?? (record.lastUsedAt === null ? 0 : Date.parse(record.lastUsedAt));
    if (at - last >= touchEveryMs) {
      remember(touched, record.id, at);
      store.touchKey(record.id, new Date(at).toISOString()).catch((error: unknown) => {
        logger.warn({ keyId: record.id, err: (error as Error).message }, 'key lastUsedAt not written');
      });
    }
    return entry.principal;
  }

  async function lookUp(hash: string): Promise<Principal | undefined> {
    const started = now();
    const seen = generation;
    try {
      let record: ApiKeyRecord | undefined;
      try {
        record = await store.findKeyByHash(hash);
      } catch (error) {
        // The registry is unreachable: what was last read of this key still answers (the gateway
        // degrades rather than failing, as for calls); a key never read cannot be checked.
        const stale = cache.get(hash);
        logger.warn({ err: (error as Error).message, cached: stale !== undefined }, 'key lookup failed');
        if (!stale) throw error;
        // Asked again in a second, not on every request while the registry is down.
        if (seen === generation) remember(cache, hash, { ...stale, readAt: now() });
        return use(stale, now());
      }
      // Trusted from when the read began, not when it answered.
      const entry = entryOf(record, started);
      if (seen === generation) remember(cache, hash, entry);
      return use(entry, now());
    } finally {
      if (pending.get(hash)?.seen === seen) pending.delete(hash);
    }
  }

  return {
    resolve(token) {
      const digest = apiKeyDigest(token);
      let found: Principal | undefined;
      for (const known of env) if (timingSafeEqual(known.digest, digest)) found = known.principal;
      if (found) return found;
      if (!API_KEY_PATTERN.test(token)) return undefined;
      const hash = digest.toString('hex');
      const at = now();
      const entry = cache.get(hash);
      if (entry && at - entry.readAt < cacheMs) return use(entry, at);
      const joined = pending.get(hash);
      if (joined && joined.seen === generation) return joined.lookup;
      const lookup = lookUp(hash);
      pending.set(hash, { seen: generation, lookup });
      return lookup;
    },
    forget(keyId) {
      generation += 1;
      for (const [hash, entry] of cache) if (entry.record?.id === keyId) cache.delete(hash);
    },
    clear() {
      generation += 1;
      cache.clear();
    },
  };
}
