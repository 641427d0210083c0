import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../catalog/catalog-cache.js';
import { createCatalogMemo } from './catalog-memo.js';
import type { ExposureQuery } from './decide-exposure.js';

const q: ExposureQuery = { scenario: 'soporte', agentLevel: 'write', channel: 'chat' };
const entry = (): CatalogEntry => ({ tools: [], fetchedAt: 0, expiresAt: 1 });
const built = { tools: [], openai: [], anthropic: [], verbsText: 'x' };

describe('catalog memo', () => {
  it('answers only while the same entries and policy objects are in place', () => {
    const memo = createCatalogMemo();
    const policy = {};
    const a = entry();
    const sources = [{ server: { id: 's1', company: 'acme' }, entry: a }];
    expect(memo.get('acme', q, 'es', sources, policy)).toBeUndefined();
    memo.set('acme', q, 'es', sources, policy, built);
    expect(memo.get('acme', q, 'es', [{ server: { id: 's1', company: 'acme' }, entry: a }], policy)).toBe(
      built,
    );
    expect(memo.get('acme', q, 'en', sources, policy)).toBeUndefined();
    expect(memo.get('acme', { ...q, channel: 'voice' }, 'es', sources, policy)).toBeUndefined();
    expect(memo.get('otra', q, 'es', sources, policy)).toBeUndefined();
    expect(memo.get('acme', q, 'es', sources, {})).toBeUndefined(); // policy replaced
    expect(
      memo.get('acme', q, 'es', [{ server: { id: 's1', company: 'acme' }, entry: entry() }], policy),
    ).toBeUndefined();
    expect(
      memo.get('acme', q, 'es', [...sources, { server: { id: 's2', company: 'acme' }, entry: a }], policy),
    ).toBeUndefined();
  });
});
