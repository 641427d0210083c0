import { describe, expect, it } from 'vitest';
import { createSilentLogger } from '../logger.js';
import type { AccessStore } from '../registry/access-store.js';
import { openSqliteRegistryStore } from '../registry/sqlite-registry-store.js';
import { newApiKey } from './api-key.js';
import { createCredentialResolver, KEY_CACHE_MS } from './credential-resolver.js';

const ADMIN = 'admin-token-0123456789';
const RUNTIME = 'runtime-token-0123456789';

/** A real SQLite access store, with its key lookups counted and, on demand, failing. */
function countingStore() {
  const store = openSqliteRegistryStore(':memory:').access!;
  const counts = { lookups: 0, touches: 0 };
  let down = false;
  const wrapped: AccessStore = {
    ...store,
    findKeyByHash: (hash) => {
      counts.lookups += 1;
      return down ? Promise.reject(new Error('registry down')) : store.findKeyByHash(hash);
    },
    touchKey: (id, at) => {
      counts.touches += 1;
      return store.touchKey(id, at);
    },
  };
  return { store, wrapped, counts, setDown: (value: boolean) => (down = value) };
}

async function addKey(store: AccessStore, over: { expiresAt?: string | null; companies?: string[] } = {}) {
  const { key, hash } = newApiKey();
  const record = await store.insertKey({
    id: `key_${hash.slice(0, 24)}`,
    hash,
    role: 'runtime',
    companies: over.companies ?? ['acme'],
    label: 'agents',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'env',
    expiresAt: over.expiresAt ?? null,
  });
  return { key, id: record.id };
}

function setup(start = Date.parse('2026-06-01T00:00:00.000Z')) {
  const engine = countingStore();
  let clock = start;
  const resolver = createCredentialResolver({
    store: engine.wrapped,
    envTokens: { admin: [ADMIN], runtime: [RUNTIME] },
    logger: createSilentLogger(),
    now: () => clock,
  });
  return { ...engine, resolver, tick: (ms: number) => (clock += ms), now: () => clock };
}

describe('createCredentialResolver', () => {
  it('knows the environment tokens as platform admin and runtime for every company, without a lookup', async () => {
    const { resolver, counts } = setup();
    expect(await resolver.resolve(ADMIN)).toMatchObject({
      source: 'env',
      role: 'platform-admin',
      companies: ['*'],
    });
    expect(await resolver.resolve(RUNTIME)).toMatchObject({ source: 'env', keyId: null, role: 'runtime' });
    // Neither an environment token nor shaped like a key: refused without asking the registry.
    expect(await resolver.resolve('admin-token-012345678')).toBeUndefined();
    expect(await resolver.resolve(`asxk_${'a'.repeat(42)}`)).toBeUndefined();
    expect(counts.lookups).toBe(0);
  });

  it('resolves a managed key by its digest and trusts what it read for at most KEY_CACHE_MS', async () => {
    const { resolver, store, counts, tick } = setup();
    const { key, id } = await addKey(store);
    const first = await resolver.resolve(key);
    expect(first).toEqual({
      source: 'key',
      keyId: id,
      label: 'agents',
      role: 'runtime',
      companies: ['acme'],
      expiresAt: null,
    });
    for (let i = 0; i < 5; i += 1) expect(await resolver.resolve(key)).toBe(first);
    expect(counts.lookups).toBe(1);
    // Revoked behind this instance's back (no notice): refused once the entry is KEY_CACHE_MS old.
    await store.revokeKey(id, '2026-06-01T00:00:00.500Z');
    tick(KEY_CACHE_MS - 1);
    expect(await resolver.resolve(key)).toBe(first);
    tick(1);
    expect(await resolver.resolve(key)).toBeUndefined();
    expect(counts.lookups).toBe(2);
  });

  it('forgets a key at once when told (a revocation notice), and everything on clear', async () => {
    const { resolver, store, counts } = setup();
    const a = await addKey(store);
    const b = await addKey(store);
    await resolver.resolve(a.key);
    await resolver.resolve(b.key);
    await store.revokeKey(a.id, '2026-06-01T00:00:00.000Z');
    resolver.forget(a.id);
    expect(await resolver.resolve(a.key)).toBeUndefined();
    expect(await resolver.resolve(b.key)).toMatchObject({ keyId: b.id });
    expect(counts.lookups).toBe(3);
    resolver.clear();
    await resolver.resolve(b.key);
    expect(counts.lookups).toBe(4);
  });

  it('refuses a key from the instant it expires, cached or not', async () => {
    const { resolver, store, tick } = setup();
    const { key } = await addKey(store, { expiresAt: '2026-06-01T00:00:00.300Z' });
    expect(await resolver.resolve(key)).toMatchObject({ expiresAt: '2026-06-01T00:00:00.300Z' });
    tick(300);
    expect(await resolver.resolve(key)).toBeUndefined();
  });

  it('shares one lookup between concurrent requests with the same key', async () => {
    const { resolver, store, counts } = setup();
    const { key, id } = await addKey(store);
    const all = await Promise.all(Array.from({ length: 20 }, () => resolver.resolve(key)));
    expect(all.every((p) => p?.keyId === id)).toBe(true);
    expect(counts.lookups).toBe(1);
  });

  it('does not cache what a lookup read when the key was forgotten meanwhile', async () => {
    const { resolver, store, counts } = setup();
    const { key, id } = await addKey(store);
    const racing = resolver.resolve(key);
    // The revocation lands while the read is in flight.
    await store.revokeKey(id, '2026-06-01T00:00:00.000Z');
    resolver.forget(id);
    await racing;
    expect(await resolver.resolve(key)).toBeUndefined();
    expect(counts.lookups).toBe(2);
  });

  it('keeps answering for a key it knows while the registry is down; an unknown key cannot be checked', async () => {
    const { resolver, store, counts, setDown, tick } = setup();
    const known = await addKey(store);
    const unknown = await addKey(store);
    await resolver.resolve(known.key);
    setDown(true);
    tick(KEY_CACHE_MS);
    expect(await resolver.resolve(known.key)).toMatchObject({ keyId: known.id });
    // Asked again a second later, not on every request.
    expect(await resolver.resolve(known.key)).toMatchObject({ keyId: known.id });
    expect(counts.lookups).toBe(2);
    await expect(resolver.resolve(unknown.key)).rejects.toThrow('registry down');
  });

  it('writes lastUsedAt at most once a minute per key, off the request', async () => {
    const { resolver, store, counts, tick } = setup();
    const { key, id } = await addKey(store);
    await resolver.resolve(key);
    for (let i = 0; i < 30; i += 1) {
      tick(KEY_CACHE_MS);
      await resolver.resolve(key);
    }
    expect(counts.touches).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect((await store.getKey(id))?.lastUsedAt).toBe('2026-06-01T00:00:00.000Z');
    tick(60_000);
    await resolver.resolve(key);
    expect(counts.touches).toBe(2);
  });
});
