// Managed keys across two gateway services sharing PostgreSQL and Redis, over real HTTP: a key made
// on one instance works on the other; revoked on one, it is refused on the other within 2 s, through
// the registry's change notices, and within the cache's bound even when no notice arrives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { ADMIN_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';
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

describe.skipIf(!up.postgres || !up.redis)('managed keys on two instances (PostgreSQL + Redis)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gw-cluster-keys-'));
  const prefix = `${testName('keys')}:`;
  let database: TestDatabase;
  const services: GatewayService[] = [];
  let a: string;
  let b: string;

  const start = async (id: string): Promise<string> => {
    const service = createGatewayService(
      testConfig(join(dir, id), {
        databaseUrl: database.url,
        redisUrl: REDIS_URL,
        redisPrefix: prefix,
        instanceId: id,
      }),
      { logger: memoryLogger().logger, defaultMetrics: false },
    );
    services.push(service);
    return service.listen();
  };
  const platform = { token: ADMIN_TOKEN };
  const newKey = async (label: string) =>
    (
      await http(a, 'POST', '/v1/keys', {
        ...platform,
        body: { role: 'tenant-admin', companies: ['acme'], label },
      })
    ).json as { id: string; key: string };

  beforeAll(async () => {
    database = await createTestDatabase('cluster_keys');
    a = await start('gw-a');
    b = await start('gw-b');
    const tenant = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
    expect((await http(a, 'POST', '/v1/tenants', { ...platform, body: tenant })).status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(services.map((s) => s.close()));
    await database?.drop();
    await dropRedisPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses on the second instance, within 2 s, a key revoked on the first', async () => {
    const key = await newKey('acme ops');
    // Known (and cached) on B before the revocation.
    const seen = await http(b, 'GET', '/v1/tenants', { token: key.key });
    expect(seen.status).toBe(200);
    expect(seen.json.tenants.map((t: { company: string }) => t.company)).toEqual(['acme']);
    expect((await http(b, 'GET', '/v1/tenants', { token: key.key })).status).toBe(200);

    const revokedAt = Date.now();
    expect((await http(a, 'DELETE', `/v1/keys/${key.id}`, platform)).status).toBe(204);
    await within(
      2_000,
      async () => (await http(b, 'GET', '/v1/tenants', { token: key.key })).status === 401,
      10,
    );
    expect(Date.now() - revokedAt).toBeLessThan(2_000);
    expect((await http(a, 'GET', '/v1/tenants', { token: key.key })).status).toBe(401);

    // Neither the keys table nor the audit trail holds a key string, or its random part.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ row: string }>(
        `SELECT row_to_json(k)::text AS row FROM api_keys k
         UNION ALL SELECT row_to_json(a)::text FROM audit_log a`,
      );
      expect(rows.length).toBeGreaterThan(2);
      const text = rows.map((r) => r.row).join('\n');
      expect(text).toContain(key.id);
      expect(text).not.toContain(key.key.slice(5));
    } finally {
      await client.end();
    }
  });

  it('refuses it within the cache bound even when no notice is sent (a revocation written by another hand)', async () => {
    const key = await newKey('acme ops 2');
    expect((await http(b, 'GET', '/v1/whoami', { token: key.key })).status).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2', [
        new Date().toISOString(),
        key.id,
      ]);
    } finally {
      await client.end();
    }
    const revokedAt = Date.now();
    await within(
      2_000,
      async () => (await http(b, 'GET', '/v1/whoami', { token: key.key })).status === 401,
      10,
    );
    expect(Date.now() - revokedAt).toBeLessThan(2_000);
  });

  it('keeps one audit trail for the cluster: what B did, A lists', async () => {
    const key = await newKey('acme ops 3');
    const policy = {
      company: 'acme',
      name: 'Acme',
      currency: 'COP',
      timezone: 'America/Bogota',
      policy: { tools: {} },
    };
    expect((await http(b, 'POST', '/v1/tenants', { token: key.key, body: policy })).status).toBe(200);
    const audit = await http(a, 'GET', `/v1/audit?actor=${key.id}`, platform);
    expect(audit.json.entries).toEqual([
      expect.objectContaining({
        action: 'tenant.policy',
        company: 'acme',
        actorLabel: 'acme ops 3',
        outcome: 'ok',
      }),
    ]);
  });
});
