// The behaviour every RegistryStore keeps, whatever the engine: one suite, run against each.
import { describe, expect, it } from 'vitest';
import type { RegistryStore } from '../../src/registry/registry-store.js';

export interface StoreEngine {
  /** Opens the store on this engine's test storage; a second open sees what the first wrote. */
  open(): RegistryStore;
}

const tenant = (company: string, name = company) => ({
  company,
  name,
  currency: 'COP',
  timezone: 'America/Bogota',
  policy: {},
});
const server = (id: string, company: string, url: string) => ({
  id,
  company,
  url,
  credential: null,
  era: null,
  status: 'pending' as const,
});

export function describeRegistryStoreContract(engine: string, make: () => Promise<StoreEngine>): void {
  describe(`RegistryStore contract (${engine})`, () => {
    it('persists tenants, servers and certifications across reopen', async () => {
      const { open } = await make();
      const store = open();
      await store.upsertTenant(tenant('acme', 'Acme'));
      await store.upsertTenant({ ...tenant('acme', 'Acme 2'), timezone: 'UTC', policy: { tools: {} } });
      await store.insertServer({ ...server('s1', 'acme', 'http://a/mcp'), credential: 'v1:x' });
      await store.insertServer(server('s2', 'acme', 'http://b/mcp'));
      const updated = await store.updateServer('s1', { status: 'certified', era: 'modern' });
      expect(updated).toMatchObject({ id: 's1', status: 'certified', era: 'modern', credential: 'v1:x' });
      // Test data and the test-environment mark: none by default, then set, then one cleared.
      expect(updated).toMatchObject({ testData: null, testEnvironment: false });
      expect(await store.updateServer('s2', { testData: 'v1:t', testEnvironment: true })).toMatchObject({
        testData: 'v1:t',
        testEnvironment: true,
        credential: null,
      });
      expect(await store.updateServer('s2', { testEnvironment: false })).toMatchObject({
        testData: 'v1:t',
        testEnvironment: false,
      });
      await store.insertCertification({
        serverId: 's1',
        certifiedAt: '2026-01-01T00:00:00.000Z',
        report: { ok: 1, nested: { z: 1, a: 2 } },
        toolHashes: { a: 'h' },
        certifiedTools: ['b', 'a'],
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

      const again = open();
      try {
        expect(await again.getTenant('acme')).toMatchObject({
          name: 'Acme 2',
          timezone: 'UTC',
          policy: { tools: {} },
        });
        expect(await again.getTenant('ghost')).toBeUndefined();
        expect((await again.listTenants()).map((t) => t.company)).toEqual(['acme']);
        expect((await again.listServers('acme')).map((s) => [s.id, s.status, s.era])).toEqual([
          ['s1', 'certified', 'modern'],
          ['s2', 'pending', null],
        ]);
        expect(await again.listServers('ghost')).toEqual([]);
        expect(await again.findServer('acme', 'http://b/mcp')).toMatchObject({ id: 's2' });
        expect(await again.findServer('acme', 'http://c/mcp')).toBeUndefined();
        expect(await again.latestCertification('s1')).toMatchObject({ usable: false, report: { fatal: 1 } });
        const usable = await again.latestCertification('s1', { usableOnly: true });
        expect(usable).toEqual({
          serverId: 's1',
          certifiedAt: '2026-01-01T00:00:00.000Z',
          report: { ok: 1, nested: { z: 1, a: 2 } },
          toolHashes: { a: 'h' },
          certifiedTools: ['b', 'a'],
          usable: true,
        });
        // Key order survives: reports are shown as they were written.
        expect(Object.keys((usable?.report as { nested: object }).nested)).toEqual(['z', 'a']);
        expect(await again.latestCertification('s2')).toBeUndefined();
      } finally {
        await again.close();
      }
    });

    it('keeps servers in registration order and refuses what the schema forbids', async () => {
      const store = (await make()).open();
      try {
        await store.upsertTenant(tenant('a'));
        await store.upsertTenant(tenant('b'));
        for (const [i, company] of ['b', 'a', 'b', 'a'].entries()) {
          await store.insertServer(server(`s${i}`, company, `http://h${i}/mcp`));
        }
        expect((await store.listServers()).map((s) => s.id)).toEqual(['s0', 's1', 's2', 's3']);
        expect((await store.listServers('a')).map((s) => s.id)).toEqual(['s1', 's3']);
        await expect(store.updateServer('nope', { status: 'failed' })).rejects.toMatchObject({
          code: 'GATEWAY_UNKNOWN_SERVER',
        });
        await expect(store.insertServer(server('s9', 'ghost', 'x'))).rejects.toMatchObject({
          code: 'GATEWAY_REGISTRY_FAILURE',
        });
        await expect(store.insertServer(server('s8', 'a', 'http://h1/mcp'))).rejects.toMatchObject({
          code: 'GATEWAY_REGISTRY_FAILURE',
        });
        const patched = await store.updateServer('s1', { credential: 'v1:y', url: 'http://moved/mcp' });
        expect(patched).toMatchObject({ credential: 'v1:y', url: 'http://moved/mcp', status: 'pending' });
        expect(await store.updateServer('s1', { credential: null })).toMatchObject({ credential: null });
      } finally {
        await store.close();
      }
    });

    it('removes a server with its certifications; a second removal finds nothing', async () => {
      const store = (await make()).open();
      try {
        await store.upsertTenant(tenant('acme'));
        await store.insertServer(server('s1', 'acme', 'http://a/mcp'));
        await store.insertCertification({
          serverId: 's1',
          certifiedAt: '2026-01-01T00:00:00.000Z',
          report: {},
          toolHashes: {},
          certifiedTools: [],
          usable: true,
        });
        expect(await store.deleteServer('s1')).toBe(true);
        expect(await store.getServer('s1')).toBeUndefined();
        expect(await store.latestCertification('s1')).toBeUndefined();
        expect(await store.deleteServer('s1')).toBe(false);
        // The URL is free again.
        await store.insertServer(server('s2', 'acme', 'http://a/mcp'));
        await expect(store.checkWritable()).resolves.toBeUndefined();
      } finally {
        await store.close();
      }
    });
  });
}
