// Two gateways in one process on one PostgreSQL registry: what one registers, certifies or removes
// shows on the other within 2 s; after its notice connection is cut, the other reloads everything.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import type { ReferenceServer } from '@asixto/reference-server';
import { createGateway } from '../src/create-gateway.js';
import { createPostgresRegistryNotices } from '../src/registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { context, silentLogger, startRef, tempDir, tenantInput, testSecretKey } from './gateway-helpers.js';
import { createTestDatabase, requireServices, testName } from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';

const up = await requireServices(['postgres']);

describe.skipIf(!up.postgres)('registry notices between instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const temp = tempDir('gw-notices-');
  const secretKey = testSecretKey();
  const prefix = `${testName('n')}:`;
  let database: TestDatabase;
  let ref: ReferenceServer;
  let a: Gateway;
  let b: Gateway;

  const instance = (instanceId: string): Gateway =>
    createGateway({
      store: openPostgresRegistryStore({ url: database.url, instanceId }),
      notices: createPostgresRegistryNotices({
        url: database.url,
        instanceId,
        prefix,
        logger: silentLogger,
        reconnectMs: { min: 100, max: 500 },
      }),
      secretKey,
      devMode: true,
      logger: silentLogger,
      certifyTimeoutMs: 5_000,
    });

  beforeAll(async () => {
    database = await createTestDatabase('notices');
    ref = await startRef(temp.dir, 'ref');
    a = instance('gw-a');
    b = instance('gw-b');
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await ref?.close();
    await database?.drop();
    temp.cleanup();
  });

  const toolsOn = async (gateway: Gateway, company: string): Promise<number> =>
    (await gateway.catalogFor(context(company))).tools.length;

  it('shows a tenant and server registered on A on B within 2 s, and its removal too', async () => {
    await a.registerTenant(tenantInput('acme'));
    const { serverId, certification } = await a.registerServer('acme', { url: ref.url });
    expect(certification.certifiedTools.length).toBeGreaterThan(0);
    await within(10_000, async () => (await toolsOn(b, 'acme')) > 0);
    expect((await b.listServers('acme')).map((s) => s.id)).toEqual([serverId]);
    expect(await toolsOn(b, 'acme')).toBe(await toolsOn(a, 'acme'));

    await a.removeServer(serverId);
    await within(10_000, async () => (await b.listServers('acme')).length === 0);
    expect(await toolsOn(b, 'acme')).toBe(0);
  });

  it('reloads the whole registry after its notice connection is cut, so a missed notice does no harm', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'gw-b:notices'`,
      );
      // Registered while B's feed is down: its notice is lost for B.
      await a.registerTenant(tenantInput('beta'));
      await within(10_000, async () => (await b.getTenant('beta')) !== undefined);
      await within(10_000, async () => (await b.health()).problems.every((p) => !p.includes('notices')));
    } finally {
      await admin.end();
    }
  });

  it('reports a lost feed in health as degraded with the reason', async () => {
    const c = createGateway({
      store: openPostgresRegistryStore({ url: database.url, instanceId: 'gw-c' }),
      notices: createPostgresRegistryNotices({
        url: database.url,
        instanceId: 'gw-c',
        prefix,
        logger: silentLogger,
        reconnectMs: { min: 5_000, max: 5_000 },
      }),
      secretKey,
      devMode: true,
      logger: silentLogger,
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await c.ready();
      expect((await c.health()).status).toBe('ok');
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'gw-c:notices'`,
      );
      await within(10_000, async () => (await c.health()).status === 'degraded');
      expect((await c.health()).problems.join('\n')).toMatch(/registry notices lost/);
      // Calls and catalogs go on from memory meanwhile.
      expect(await toolsOn(c, 'beta')).toBe(0);
    } finally {
      await admin.end();
      await c.close();
    }
  });
});
