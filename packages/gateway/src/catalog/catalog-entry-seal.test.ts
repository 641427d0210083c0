import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCatalogEntrySeal } from './catalog-entry-seal.js';

const KEY = 'ab'.repeat(32);
const seal = createCatalogEntrySeal(KEY);
const redisKey = 'asixto:gateway:catalog:srv_1';
const json = '{"tools":[],"fetchedAt":1,"expiresAt":2}';

describe('catalog entry seal', () => {
  it('opens what it sealed, under the same key and Redis key', () => {
    const text = seal.seal(redisKey, json, 1_700_000_000_123);
    expect(text.startsWith('v1.1700000000123.')).toBe(true);
    expect(seal.open(redisKey, text)).toEqual({ ok: true, json, sealedAt: 1_700_000_000_123 });
    // Another instance of the same deployment derives the same key.
    expect(createCatalogEntrySeal(KEY).open(redisKey, text).ok).toBe(true);
  });

  it('refuses a changed byte, another server, another time, another secret key', () => {
    const text = seal.seal(redisKey, json, 5);
    expect(seal.open(redisKey, text.replace('"tools":[]', '"tools":[1]'))).toEqual({
      ok: false,
      problem: 'signature',
    });
    expect(seal.open('asixto:gateway:catalog:srv_2', text)).toMatchObject({ problem: 'signature' });
    expect(seal.open(redisKey, text.replace('v1.5.', 'v1.6.'))).toMatchObject({ problem: 'signature' });
    expect(createCatalogEntrySeal('cd'.repeat(32)).open(redisKey, text)).toMatchObject({
      problem: 'signature',
    });
  });

  it('refuses what is not a sealed entry at all', () => {
    for (const text of [
      '',
      json,
      'v1.',
      'v1.5.',
      'v2.5.x.{}',
      `v1.${'9'.repeat(40)}.x.{}`,
      'v1.5.short.{}',
    ]) {
      expect(seal.open(redisKey, text)).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('uses a key derived for this purpose, not the secret key itself', () => {
    const raw = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update(`v1\n${redisKey}\n7\n`)
      .update(json)
      .digest('base64url');
    expect(seal.open(redisKey, `v1.7.${raw}.${json}`)).toEqual({ ok: false, problem: 'signature' });
  });
});
