// Three gateways in one process on one PostgreSQL registry and one Redis: a server is listed once
// for all of them, catalogs come from each one's in-process mirror, and losing Redis degrades an
// instance without stopping it.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { Gateway } from '@asixto/gateway';
import type { ReferenceServer } from '@asixto/reference-server';
import { createRedisCatalogCache } from '../src/catalog/redis-catalog-cache.js';
import { createGateway } from '../src/create-gateway.js';
import { createPostgresRegistryNotices } from '../src/registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { context, silentLogger, startRef, tempDir, tenantInput, testSecretKey } from './gateway-helpers.js';
import {
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  testName,
} from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import type { TcpProxy } from './support/tcp-proxy.js';

const up = await requireServices(['postgres', 'redis']);

describe.skipIf(!up.postgres || !up.redis)('Redis catalog cache shared by instances', () => {
  const temp = tempDir('gw-shared-cache-');
  const secretKey = testSecretKey();
  const prefix = `${testName('c')}:`;
  let database: TestDatabase;
  let ref: ReferenceServer;
  let proxy: TcpProxy;
  const gateways: Gateway[] = [];
  let listings = 0;
  // Counts every `tools/list` a gateway sends to the tenant server, whichever instance sent it.
  const countingFetch: FetchLike = async (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"tools/list"')) listings++;
    return fetch(input, init);
  };

  const instance = (instanceId: string, redisUrl = REDIS_URL): Gateway => {
    const gateway = createGateway({
      store: openPostgresRegistryStore({ url: database.url, instanceId }),
      notices: createPostgresRegistryNotices({ url: database.url, instanceId, prefix, logger: silentLogger }),
      catalogCache: createRedisCatalogCache({
        url: redisUrl,
        prefix,
        instanceId,
        secretKey,
        logger: silentLogger,
      }),
      secretKey,
      devMode: true,
      logger: silentLogger,
      fetch: countingFetch,
      certifyTimeoutMs: 5_000,
    });
    gateways.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    database = await createTestDatabase('cache');
    ref = await startRef(temp.dir, 'ref');
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  });
  afterAll(async () => {
    await Promise.allSettled(gateways.map((g) => g.close()));
    await proxy?.close();
    await ref?.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
    temp.cleanup();
  });

  it('lists a tenant server once for thirty catalogs over three instances', async () => {
    const [a, b, c] = [instance('gw-a'), instance('gw-b'), instance('gw-c')];
    await Promise.all([a, b, c].map((g) => g.ready()));
    await a.registerTenant(tenantInput('acme'));
    const { serverId } = await a.registerServer('acme', { url: ref.url });
    await within(10_000, async () => (await c.catalogFor(context('acme'))).tools.length > 0);
    await within(10_000, async () => (await b.catalogFor(context('acme'))).tools.length > 0);
    const before = listings;
    const counts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const gateway = [a, b, c][i % 3]!;
      counts.add((await gateway.catalogFor(context('acme', { conversationId: `c${i}` }))).tools.length);
    }
    expect([...counts]).toHaveLength(1);
    expect([...counts][0]).toBeGreaterThan(0);
    expect(listings - before).toBe(0);

    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      expect(await redis.pTTL(`${prefix}catalog:${serverId}`)).toBeGreaterThan(60_000);
    } finally {
      await redis.close();
    }
  });

  it('runs six copies of one write sent over three instances once', async () => {
    const [a, b, c] = gateways;
    const casos = (): number => {
      const db = new Database(join(temp.dir, 'ref.db'), { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const before = casos();
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'La cortadora no enciende.' };
    const ctx = context('acme', { conversationId: 'cnv_six_copies' });
    const outcomes = await Promise.all(
      [a, b, c, a, b, c].map((g) => g!.callTool(ctx, 'ext__acme__abrir_caso_soporte', args)),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(6).fill('ok'));
    expect(new Set(outcomes.map((o) => JSON.stringify(o.structured))).size).toBe(1);
    expect(casos()).toBe(before + 1);
  });

  it('keeps serving from the mirror while Redis is cut, degraded with the reason, and recovers', async () => {
    const d = instance('gw-d', `redis://${proxy.address}`);
    await d.ready();
    const tools = (await d.catalogFor(context('acme'))).tools.length;
    expect(tools).toBeGreaterThan(0);
    expect((await d.health()).status).toBe('ok');

    proxy.cut();
    await within(10_000, async () => (await d.health()).status === 'degraded');
    expect((await d.health()).problems.join('\n')).toMatch(/redis unreachable/);
    expect((await d.catalogFor(context('acme'))).tools).toHaveLength(tools);
    const read = await d.callTool(context('acme'), 'ext__acme__consultar_cliente', {
      documento: 'CC1032456789',
    });
    expect(read.outcome).toBe('ok');

    proxy.restore();
    await within(10_000, async () => (await d.health()).status === 'ok');
  });
});
