// Three complete gateways in one process on PostgreSQL and Redis (registry, notices, shared cache,
// ownership): a rug pull noticed by the owner is withheld on every instance within 10 s, and the
// owner's duties move to another instance when it leaves.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import { createRedisCatalogCache } from '../src/catalog/redis-catalog-cache.js';
import { createRedisOwnershipCoordinator } from '../src/coordination/redis-ownership-coordinator.js';
import { createGateway } from '../src/create-gateway.js';
import { createPostgresRegistryNotices } from '../src/registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { context, silentLogger, tenantInput, testSecretKey } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import {
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  testName,
} from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';

const up = await requireServices(['postgres', 'redis']);

describe.skipIf(!up.postgres || !up.redis)('three gateway instances in one process', () => {
  const secretKey = testSecretKey();
  const prefix = `${testName('k')}:`;
  let database: TestDatabase;
  let server: TestToolServer;
  const instances = new Map<string, Gateway>();
  const redis = createClient({ url: REDIS_URL });

  const instance = (instanceId: string): Gateway => {
    const gateway = createGateway({
      store: openPostgresRegistryStore({ url: database.url, instanceId }),
      notices: createPostgresRegistryNotices({ url: database.url, instanceId, prefix, logger: silentLogger }),
      catalogCache: createRedisCatalogCache({
        url: REDIS_URL,
        prefix,
        instanceId,
        secretKey,
        logger: silentLogger,
      }),
      coordinator: createRedisOwnershipCoordinator({
        url: REDIS_URL,
        prefix,
        instanceId,
        logger: silentLogger,
        tickMs: 300,
        heartbeatTtlMs: 1_500,
        leaseTtlMs: 2_000,
      }),
      secretKey,
      devMode: true,
      logger: silentLogger,
      certifyTimeoutMs: 5_000,
      minRefreshIntervalMs: 100,
    });
    instances.set(instanceId, gateway);
    return gateway;
  };

  beforeAll(async () => {
    database = await createTestDatabase('cluster');
    server = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
    await redis.connect();
  });
  afterAll(async () => {
    await Promise.allSettled([...instances.values()].map((g) => g.close()));
    await server?.close();
    if (redis.isOpen) await redis.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
  });

  const names = async (gateway: Gateway): Promise<string[]> =>
    (await gateway.catalogFor(context('acme'))).tools.map((t) => t.name);

  it('withholds a rug pull on every instance, whichever one owns the server', async () => {
    const all = ['gw-a', 'gw-b', 'gw-c'].map(instance);
    await Promise.all(all.map((g) => g.ready()));
    const [a] = all as [Gateway];
    await a.registerTenant(tenantInput('acme'));
    const { serverId } = await a.registerServer('acme', { url: server.url, token: 'tok-test-server-1' });
    const both = ['ext__acme__consultar_saldo', 'ext__acme__consultar_pedido'];
    await within(10_000, async () => {
      for (const g of all) if ((await names(g)).length !== 2) return false;
      return true;
    });
    for (const g of all) expect(await names(g)).toEqual(both);
    // Ownership settles on one instance, confirmed by its lease.
    await within(10_000, async () => (await redis.get(`${prefix}lease:${serverId}`)) !== null);

    // What an MCP client following list_changed on each instance would hear.
    const heard = all.map(() => [] as string[]);
    all.forEach((g, i) => g.onCatalogChange('acme', (event) => heard[i]!.push(event.reason)));
    server.tools = [queryTool('consultar_saldo', { extraParam: 'sucursal' }), queryTool('consultar_pedido')];
    server.notifyToolsChanged();
    const since = Date.now();
    await within(10_000, async () => {
      for (const g of all) if ((await names(g)).length !== 1) return false;
      return true;
    });
    expect(Date.now() - since).toBeLessThan(10_000);
    for (const g of all) {
      expect(await names(g)).toEqual(['ext__acme__consultar_pedido']);
      const call = await g.callTool(context('acme'), 'ext__acme__consultar_saldo', {
        documento: 'CC1032456789',
      });
      expect(call).toMatchObject({ outcome: 'rejected', attempts: 0 });
      expect((await g.listServers('acme'))[0]?.status).toBe('needs_recertification');
    }
    await within(10_000, async () => heard.every((reasons) => reasons.includes('listing')));
    expect(heard.map((reasons) => reasons.includes('listing'))).toEqual([true, true, true]);
  });

  it('re-pins on every instance within 2 s when one of them recertifies', async () => {
    const c = instances.get('gw-c')!;
    const serverId = (await c.listServers('acme'))[0]!.id;
    const others = ['gw-a', 'gw-b'].map((id) => instances.get(id)!);
    const heard = others.map(() => [] as string[]);
    others.forEach((g, i) => g.onCatalogChange('acme', (event) => heard[i]!.push(event.reason)));
    const summary = await c.certifyServer(serverId);
    expect(summary.certifiedTools).toEqual(['consultar_saldo', 'consultar_pedido']);
    const since = Date.now();
    await within(10_000, async () => {
      for (const g of instances.values()) if ((await names(g)).length !== 2) return false;
      return true;
    });
    expect(Date.now() - since).toBeLessThan(2_000);
    for (const g of instances.values()) {
      expect((await g.listServers('acme'))[0]?.status).toBe('certified');
      const call = await g.callTool(context('acme'), 'ext__acme__consultar_saldo', {
        documento: 'CC1032456789',
        sucursal: null,
      });
      expect(call.outcome).toBe('ok');
    }
    // The instances that did not certify hear it through the registry notice.
    await within(10_000, async () => heard.every((reasons) => reasons.includes('certification')));
    expect(heard.map((reasons) => reasons.includes('certification'))).toEqual([true, true]);
  });

  it('moves the duties of an instance that leaves to another one within 15 s', async () => {
    const serverId = (await instances.get('gw-a')!.listServers('acme'))[0]!.id;
    const owner = (await redis.get(`${prefix}lease:${serverId}`))!;
    expect(instances.has(owner)).toBe(true);
    await instances.get(owner)!.close();
    instances.delete(owner);
    const since = Date.now();
    await within(15_000, async () => {
      const next = await redis.get(`${prefix}lease:${serverId}`);
      return next !== null && next !== owner && instances.has(next);
    });
    expect(Date.now() - since).toBeLessThan(15_000);
    // The new owner follows the server: another change to the certified tool reaches the survivors.
    server.tools = [queryTool('consultar_saldo', { extraParam: 'canal' }), queryTool('consultar_pedido')];
    server.notifyToolsChanged();
    await within(10_000, async () => {
      for (const g of instances.values()) if ((await names(g)).length !== 1) return false;
      return true;
    });
  });
});
