// The registration the issue names, over HTTP: POST /v1/tenants/{company}/servers with
// `{ url, credential: { type: 'oauth-client-credentials', clientId, clientSecret } }`, against the
// reference server behind a real authorization server; the view shows the token's expiry only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import {
  startTestAuthorizationServer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../test/support/test-authorization-server.js';
import type { TestAuthorizationServer } from '../../../test/support/test-authorization-server.js';
import { silentLogger } from './gateway-helpers.js';
import { ADMIN_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'gw-oauth-http-'));
const admin = { token: ADMIN_TOKEN };
let as: TestAuthorizationServer;
let ref: ReferenceServer;
let service: GatewayService;
let base: string;

beforeAll(async () => {
  as = await startTestAuthorizationServer();
  ref = await startReferenceServer({
    databasePath: join(dir, 'reference.db'),
    oauth: { issuer: as.issuer },
    logger: silentLogger,
  });
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: memoryLogger().logger,
    defaultMetrics: false,
  });
  base = await service.listen();
  const tenant = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
  expect((await http(base, 'POST', '/v1/tenants', { ...admin, body: tenant })).status).toBe(201);
});

afterAll(async () => {
  await service?.close();
  await ref?.close();
  await as?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('registration with client credentials over HTTP', () => {
  it('certifies the server and shows the token expiry, never the secret', async () => {
    const credential = {
      type: 'oauth-client-credentials',
      clientId: TEST_CLIENT_ID,
      clientSecret: TEST_CLIENT_SECRET,
    };
    const registered = await http(base, 'POST', '/v1/tenants/acme/servers', {
      ...admin,
      body: { url: ref.url, credential },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    expect(registered.json.certification.status).toBe('certified');
    const view = await http(base, 'GET', `/v1/servers/${registered.json.serverId}`, admin);
    expect(view.json).toMatchObject({ authType: 'oauth', hasCredential: true, oauth: { lastError: null } });
    expect(JSON.stringify(view.json)).not.toContain(TEST_CLIENT_SECRET);
  });

  it('refuses a client without its secret or key, naming the field', async () => {
    const credential = { type: 'oauth-client-credentials', clientId: TEST_CLIENT_ID };
    const refused = await http(base, 'POST', '/v1/tenants/acme/servers', {
      ...admin,
      body: { url: ref.url, credential },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({
      code: 'GATEWAY_INVALID_TENANT',
      field: 'credential.clientSecret',
    });
  });
});
