import { describe, expect, it } from 'vitest';
import type { PreparedTool } from '../catalog/prepared-tool.js';
import { createSilentLogger } from '../logger.js';
import { createCatalogChanges } from './catalog-changes.js';
import type { CatalogChangeEvent } from './catalog-changes.js';

const tool = (name: string, hash: string, pin: PreparedTool['pin'] = 'certified'): PreparedTool =>
  ({ name, hash, pin }) as PreparedTool;

describe('createCatalogChanges', () => {
  it('reports a listing only when names, hashes or pins differ from the previous one', () => {
    const changes = createCatalogChanges(createSilentLogger());
    const seen: CatalogChangeEvent[] = [];
    changes.subscribe('acme', (e) => seen.push(e));
    changes.listed('srv_1', 'acme', [tool('a', 'h1')]);
    changes.listed('srv_1', 'acme', [tool('a', 'h1')]); // TTL refresh: same listing
    changes.listed('srv_1', 'acme', [tool('a', 'h2', 'changed')]); // rug pull withheld
    changes.listed('srv_1', 'acme', undefined); // expired and lost
    expect(seen).toEqual([
      { company: 'acme', reason: 'listing', serverId: 'srv_1' },
      { company: 'acme', reason: 'listing', serverId: 'srv_1' },
      { company: 'acme', reason: 'listing', serverId: 'srv_1' },
    ]);
  });

  it('delivers per company, survives a throwing listener and unsubscribes', () => {
    const changes = createCatalogChanges(createSilentLogger());
    const acme: string[] = [];
    const other: string[] = [];
    changes.subscribe('acme', () => {
      throw new Error('boom');
    });
    const stop = changes.subscribe('acme', (e) => acme.push(e.reason));
    changes.subscribe('beta', (e) => other.push(e.reason));
    changes.changed('acme', 'certification', 'srv_1');
    stop();
    stop();
    changes.changed('acme', 'removal', 'srv_1');
    expect(acme).toEqual(['certification']);
    expect(other).toEqual([]);
  });

  it('forgets a removed server, so its return is reported', () => {
    const changes = createCatalogChanges(createSilentLogger());
    const seen: string[] = [];
    changes.subscribe('acme', (e) => seen.push(e.reason));
    changes.listed('srv_1', 'acme', [tool('a', 'h1')]);
    changes.changed('acme', 'removal', 'srv_1');
    changes.listed('srv_1', 'acme', [tool('a', 'h1')]);
    expect(seen).toEqual(['listing', 'removal', 'listing']);
  });
});
