// Two gateway instances on PostgreSQL and Redis share one OAuth token per server: the instance
// that registers gets it, sealed into Redis; the other uses it, and both together, cold, at the
// same time, still make one token request (a Redis lock, the other waits for the sealed entry).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { createRedisCatalogCache } from '../src/catalog/redis-catalog-cache.js';
import { createRedisOwnershipCoordinator } from '../src/coordination/redis-ownership-coordinator.js';
import { createGateway } from '../src/create-gateway.js';
import { createRedisTokenCache } from '../src/oauth/redis-token-cache.js';
import { createPostgresRegistryNotices } from '../src/registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import {
  startTestAuthorizationServer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../test/support/test-authorization-server.js';
import type { TestAuthorizationServer } from '../../../test/support/test-authorization-server.js';
import { context, silentLogger, tempDir, tenantInput, testSecretKey } from './gateway-helpers.js';
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

describe.skipIf(!up.postgres || !up.redis)('two gateway instances share one OAuth token', () => {
  const secretKey = testSecretKey();
  const prefix = `${testName('oauth')}:`;
  const tmp = tempDir('gateway-oauth-cluster-');
  let database: TestDatabase;
  let as: TestAuthorizationServer;
  let ref: ReferenceServer;
  const instances: Gateway[] = [];

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
      }),
      tokenCache: createRedisTokenCache({ url: REDIS_URL, prefix, logger: silentLogger }),
      secretKey,
      devMode: true,
      logger: silentLogger,
      certifyTimeoutMs: 5_000,
    });
    instances.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    database = await createTestDatabase('oauth');
    as = await startTestAuthorizationServer();
    ref = await startReferenceServer({
      databasePath: join(tmp.dir, 'reference.db'),
      oauth: { issuer: as.issuer },
      logger: silentLogger,
    });
  });
  afterAll(async () => {
    await Promise.allSettled(instances.map((g) => g.close()));
    await ref?.close();
    await as?.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
    tmp.cleanup();
  });

  it('registers on A, calls on A and B: one token request in all', async () => {
    const [a, b] = [instance('gw-a'), instance('gw-b')] as [Gateway, Gateway];
    await Promise.all([a.ready(), b.ready()]);
    await a.registerTenant(tenantInput('acme'));
    const { serverId, certification } = await a.registerServer('acme', {
      url: ref.url,
      credential: {
        type: 'oauth-client-credentials',
        clientId: TEST_CLIENT_ID,
        clientSecret: TEST_CLIENT_SECRET,
      },
    });
    expect(certification).toMatchObject({ status: 'certified' });
    // B learns of the server from the registry, then serves calls with A's token.
    await within(10_000, async () => (await b.catalogFor(context('acme'))).tools.length > 0);
    const calls = await Promise.all(
      [a, b, b, a, b].map((g) =>
        g.callTool(context('acme'), 'ext__acme__consultar_cliente', { documento: 'CC1032456789' }),
      ),
    );
    expect(calls.map((c) => c.outcome)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(as.tokensIssued()).toBe(1);
    expect((await b.getServer(serverId)).oauth?.expiresAt).toBe(
      (await a.getServer(serverId)).oauth?.expiresAt,
    );
  });

  it('two cold instances asking at once still make one token request', async () => {
    // The shared token is dropped: whoever asks first must go to the authorization server.
    await dropRedisPrefix(`${prefix}oauth-token:`);
    const before = as.tokensIssued();
    const [c, d] = [instance('gw-c'), instance('gw-d')] as [Gateway, Gateway];
    await Promise.all([c.ready(), d.ready()]);
    await within(10_000, async () => (await d.catalogFor(context('acme'))).tools.length > 0);
    const calls = await Promise.all(
      [c, d, c, d].map((g) =>
        g.callTool(context('acme'), 'ext__acme__consultar_cliente', { documento: 'CC1032456789' }),
      ),
    );
    expect(calls.map((x) => x.outcome)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(as.tokensIssued() - before).toBe(1);
  });
});
