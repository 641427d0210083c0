import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteRegistryStore } from './sqlite-registry-store.js';

const dir = mkdtempSync(join(tmpdir(), 'gw-registry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite registry store', () => {
  it('persists tenants, servers and certifications across reopen, in WAL mode with migrations', async () => {
    const path = join(dir, 'nested', 'registry.db');
    const store = openSqliteRegistryStore(path);
    await store.upsertTenant({
      company: 'acme',
      name: 'Acme',
      currency: 'COP',
      timezone: 'America/Bogota',
      policy: {},
    });
    await store.upsertTenant({
      company: 'acme',
      name: 'Acme 2',
      currency: 'COP',
      timezone: 'UTC',
      policy: { tools: {} },
    });
    await store.insertServer({
      id: 's1',
      company: 'acme',
      url: 'http://a/mcp',
      credential: 'v1:x',
      era: null,
      status: 'pending',
    });
    await store.insertServer({
      id: 's2',
      company: 'acme',
      url: 'http://b/mcp',
      credential: null,
      era: null,
      status: 'pending',
    });
    await store.updateServer('s1', { status: 'certified', era: 'modern' });
    await store.insertCertification({
      serverId: 's1',
      certifiedAt: '2026-01-01T00:00:00.000Z',
      report: { ok: 1 },
      toolHashes: { a: 'h' },
      certifiedTools: ['a'],
      usable: true,
    });
    await store.insertCertification({
      serverId: 's1',
      certifiedAt: '2026-01-02T00:00:00.000Z',
      report: { fatal: 1 },
      toolHashes: {},
      certifiedTools: [],
      usable: false,
    });
    await store.close();

    const again = openSqliteRegistryStore(path);
    expect(await again.getTenant('acme')).toMatchObject({
      name: 'Acme 2',
      timezone: 'UTC',
      policy: { tools: {} },
    });
    expect((await again.listServers('acme')).map((s) => [s.id, s.status, s.era])).toEqual([
      ['s1', 'certified', 'modern'],
      ['s2', 'pending', null],
    ]);
    expect(await again.findServer('acme', 'http://b/mcp')).toMatchObject({ id: 's2' });
    expect(await again.latestCertification('s1')).toMatchObject({ usable: false, report: { fatal: 1 } });
    expect(await again.latestCertification('s1', { usableOnly: true })).toMatchObject({
      usable: true,
      toolHashes: { a: 'h' },
      certifiedTools: ['a'],
    });
    await expect(again.updateServer('nope', { status: 'failed' })).rejects.toMatchObject({
      code: 'GATEWAY_UNKNOWN_SERVER',
    });
    await expect(
      again.insertServer({
        id: 's3',
        company: 'ghost',
        url: 'x',
        credential: null,
        era: null,
        status: 'pending',
      }),
    ).rejects.toMatchObject({ code: 'GATEWAY_REGISTRY_FAILURE' });
    await again.close();

    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
    raw.close();
  });
});
