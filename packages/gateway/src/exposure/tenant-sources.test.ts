import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../catalog/catalog-cache.js';
import type { GatewayObserver } from '../observer.js';
import type { ServerState } from '../servers/server-state.js';
import { tenantSources } from './tenant-sources.js';

/** An empty listing, told apart from the others by when it was fetched. */
const entry = (fetchedAt: number): CatalogEntry => ({
  tools: [],
  fetchedAt,
  expiresAt: Number.MAX_SAFE_INTEGER,
});

/** Just what `tenantSources` reads of a server: its id, certification and catalog. */
function server(id: string, catalog: { fresh?: CatalogEntry; current?: () => Promise<CatalogEntry> }) {
  return {
    record: { id },
    health: { certification: 'passed' },
    catalog: {
      fresh: () => catalog.fresh,
      current: catalog.current ?? (() => Promise.reject(new Error('not expected'))),
    },
  } as unknown as ServerState;
}

function observer(lookups: boolean[]): Required<GatewayObserver> {
  return {
    cacheLookup: (e: { hit: boolean }) => void lookups.push(e.hit),
  } as unknown as Required<GatewayObserver>;
}

describe('tenantSources', () => {
  it('answers synchronously, with no promise, when every cached listing is fresh', () => {
    const lookups: boolean[] = [];
    const a = entry(1);
    const b = entry(2);
    const sources = tenantSources(
      'acme',
      [server('s1', { fresh: a }), server('s2', { fresh: b })],
      observer(lookups),
    );
    expect(Array.isArray(sources)).toBe(true);
    expect(sources).toEqual([
      { server: { id: 's1', company: 'acme' }, entry: a },
      { server: { id: 's2', company: 'acme' }, entry: b },
    ]);
    expect(lookups).toEqual([true, true]);
  });

  it('lists an expired catalog first, in order; a failed listing contributes nothing', async () => {
    const lookups: boolean[] = [];
    const a = entry(1);
    const listed = entry(3);
    const pending = tenantSources(
      'acme',
      [
        server('s1', { fresh: a }),
        server('s2', { current: () => Promise.resolve(listed) }),
        server('s3', { current: () => Promise.reject(new Error('down')) }),
      ],
      observer(lookups),
    );
    expect(pending).toBeInstanceOf(Promise);
    expect((await pending).map((s) => s.entry)).toEqual([a, listed, undefined]);
    expect(lookups).toEqual([true, false, false]);
  });
});
