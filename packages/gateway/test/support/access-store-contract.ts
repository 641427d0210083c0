// The behaviour every AccessStore keeps, whatever the engine: one suite, run against each.
import { describe, expect, it } from 'vitest';
import type { NewAuditEntry } from '../../src/registry/access-store.js';
import type { RegistryStore } from '../../src/registry/registry-store.js';

export interface AccessStoreEngine {
  /** Opens the registry on this engine's test storage; a second open sees what the first wrote. */
  open(): RegistryStore;
}

const key = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  hash: `${id}-hash`.padEnd(64, '0'),
  role: 'runtime' as const,
  companies: ['acme'],
  label: `label ${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'env',
  expiresAt: null,
  ...over,
});

const entry = (at: string, over: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at,
  actor: 'env',
  actorLabel: null,
  role: 'platform-admin',
  action: 'tenant.create',
  company: 'acme',
  target: 'acme',
  outcome: 'ok',
  ...over,
});

export function describeAccessStoreContract(engine: string, make: () => Promise<AccessStoreEngine>): void {
  describe(`AccessStore contract (${engine})`, () => {
    it('keeps keys by id and digest, newest first, revocation once, lastUsedAt; across reopen', async () => {
      const { open } = await make();
      const registry = open();
      const store = registry.access!;
      await store.insertKey(key('key_1'));
      const second = await store.insertKey(
        key('key_2', { role: 'tenant-admin', companies: ['acme', 'calm'] }),
      );
      expect(second).toEqual({
        ...key('key_2', { role: 'tenant-admin', companies: ['acme', 'calm'] }),
        revokedAt: null,
        lastUsedAt: null,
      });
      await expect(store.insertKey(key('key_3', { hash: key('key_1').hash }))).rejects.toMatchObject({
        code: 'GATEWAY_REGISTRY_FAILURE',
      });
      expect((await store.revokeKey('key_1', '2026-02-01T00:00:00.000Z'))?.revokedAt).toBe(
        '2026-02-01T00:00:00.000Z',
      );
      // A second revocation keeps the first time.
      expect((await store.revokeKey('key_1', '2026-03-01T00:00:00.000Z'))?.revokedAt).toBe(
        '2026-02-01T00:00:00.000Z',
      );
      expect(await store.revokeKey('key_none', '2026-03-01T00:00:00.000Z')).toBeUndefined();
      await store.touchKey('key_2', '2026-02-02T00:00:00.000Z');
      await registry.close();

      const again = open();
      try {
        const access = again.access!;
        expect((await access.listKeys()).map((k) => k.id)).toEqual(['key_2', 'key_1']);
        expect(await access.findKeyByHash(key('key_2').hash)).toMatchObject({
          id: 'key_2',
          companies: ['acme', 'calm'],
          lastUsedAt: '2026-02-02T00:00:00.000Z',
        });
        expect(await access.findKeyByHash('f'.repeat(64))).toBeUndefined();
        expect(await access.getKey('key_1')).toMatchObject({ revokedAt: '2026-02-01T00:00:00.000Z' });
        expect(await access.getKey('key_9')).toBeUndefined();
      } finally {
        await again.close();
      }
    });

    it('lists audit entries newest first by filters, a tenant scope and a cursor; purges by age', async () => {
      const { open } = await make();
      const registry = open();
      const store = registry.access!;
      try {
        await store.appendAudit([
          entry('2026-01-01T00:00:00.000Z'),
          entry('2026-01-02T00:00:00.000Z', { company: 'calm', target: 'calm' }),
          entry('2026-01-03T00:00:00.000Z', {
            actor: 'key_1',
            actorLabel: 'ops',
            role: 'tenant-admin',
            action: 'server.register',
            target: 'srv_1',
          }),
          entry('2026-01-04T00:00:00.000Z', { company: null, outcome: 'COMPANY_FORBIDDEN', target: null }),
        ]);
        await store.appendAudit([]);
        const all = await store.listAudit({ limit: 10 });
        expect(all.map((e) => e.at.slice(8, 10))).toEqual(['04', '03', '02', '01']);
        expect(all[1]).toMatchObject({
          actor: 'key_1',
          actorLabel: 'ops',
          role: 'tenant-admin',
          action: 'server.register',
          company: 'acme',
          target: 'srv_1',
          outcome: 'ok',
        });
        const at = async (query: Parameters<typeof store.listAudit>[0]) =>
          (await store.listAudit(query)).map((e) => e.at.slice(8, 10));
        expect(await at({ companies: ['acme'], limit: 10 })).toEqual(['03', '01']);
        expect(await at({ companies: [], limit: 10 })).toEqual([]);
        expect(await at({ company: 'calm', limit: 10 })).toEqual(['02']);
        expect(await at({ actor: 'key_1', limit: 10 })).toEqual(['03']);
        expect(await at({ action: 'tenant.create', limit: 10 })).toEqual(['04', '02', '01']);
        expect(await at({ since: '2026-01-02T00:00:00.000Z', limit: 10 })).toEqual(['04', '03', '02']);
        const page = await store.listAudit({ limit: 2 });
        expect(await at({ before: page[1]!.seq, limit: 2 })).toEqual(['02', '01']);
        // Values are data, never SQL.
        expect(await at({ company: "acme' OR '1'='1", limit: 10 })).toEqual([]);
        expect(await store.purgeAudit('2026-01-03T00:00:00.000Z')).toBe(2);
        expect(await at({ limit: 10 })).toEqual(['04', '03']);
      } finally {
        await registry.close();
      }
    });
  });
}
