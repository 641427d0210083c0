// Certification from the admin API as the CLI does it: a refused credential is said, not stored as
// pending; the credential is replaced and the server recertified without registering it again;
// test data and the test-environment mark make the gateway's certification verify idempotency as
// `asixto-certify --allow-writes --fixtures` does. A real gateway service, the real reference server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { ADMIN_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';

const TOKEN = 'token-de-referencia-settings';
const FIXTURES = {
  consultar_cliente: [{ documento: 'CC1032456789' }],
  abrir_caso_soporte: [{ documento: 'CC1032456789', tipo: 'falla', descripcion: 'Sin señal desde ayer' }],
};
const CLI_FLAGS = /--token|--allow-writes|--fixtures|ASIXTO_CERTIFY_TOKEN/;

let dir: string;
let reference: ReferenceServer;
let service: GatewayService;
let base: string;
let serverId: string;
const admin = { token: ADMIN_TOKEN };
const en = { ...admin, headers: { 'accept-language': 'en' } };

function countCases(): number {
  const db = new Database(join(dir, 'reference.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-settings-'));
  const noop = () => undefined;
  const quiet = { info: noop, warn: noop, error: noop, debug: noop, child: () => quiet };
  reference = await startReferenceServer({
    tokens: [TOKEN],
    databasePath: join(dir, 'reference.sqlite'),
    logger: quiet,
  });
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: memoryLogger().logger,
    defaultMetrics: false,
  });
  base = await service.listen();
  const tenant = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
  expect((await http(base, 'POST', '/v1/tenants', { ...admin, body: tenant })).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await service?.close();
  await reference?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('server settings over the admin API', () => {
  it('says a refused credential was refused, and keeps the server to fix', async () => {
    const answer = await http(base, 'POST', '/v1/tenants/acme/servers', {
      ...admin,
      body: { url: reference.url, token: 'not-the-right-token' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatchObject({ code: 'GATEWAY_CREDENTIAL_REFUSED' });
    expect(answer.json.error.message).toMatch(/rechazó la credencial.*HTTP 401.*Reemplace la credencial/);
    serverId = answer.json.error.serverId;
    expect(serverId).toMatch(/^srv_/);
    const english = await http(base, 'POST', '/v1/tenants/acme/servers', {
      ...en,
      body: { url: reference.url, token: 'not-the-right-token' },
    });
    expect(english.json.error.message).toMatch(/refused the given credential/);
    expect(english.json.error.serverId).toBe(serverId);
    // Stored, not certified, not pending; its last run says why, in the console's words.
    const view = await http(base, 'GET', `/v1/servers/${serverId}`, admin);
    expect(view.json).toMatchObject({ status: 'failed', hasCredential: true, hasTestData: false });
    expect(view.json.lastCertification.fatal.code).toBe('CERTIFY_TOKEN_REJECTED');
    expect(view.json.lastCertification.fatal.message).toMatch(/reemplácela en la página del servidor/);
    const listed = await http(base, 'GET', '/v1/tenants/acme/servers', en);
    expect(listed.json.servers[0].lastCertification.fatal.message).toMatch(/replace it on the server's page/);
    expect(JSON.stringify([view.json, listed.json])).not.toMatch(CLI_FLAGS);
    const report = await http(base, 'GET', `/v1/servers/${serverId}/certification`, en);
    expect(report.json.report.fatal.message).toMatch(/replace it on the server's page/);
    expect(JSON.stringify(report.json)).not.toMatch(CLI_FLAGS);
  });

  it('replaces the credential (a credential object) and certifies again, without registering again', async () => {
    const answer = await http(base, 'PATCH', `/v1/servers/${serverId}`, {
      ...admin,
      body: { credential: { type: 'bearer', token: TOKEN } },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ status: 'certified', summary: { blocking: 0 } });
    const report = await http(base, 'GET', `/v1/servers/${serverId}/certification`, admin);
    expect(report.json.report.idempotency).toBe('not_verified');
    // The console's advice, not the certifier's flags.
    const skipped = report.json.report.skipped.map((s: { reason: string }) => s.reason).join('\n');
    expect(skipped).toMatch(/marque el servidor como entorno de pruebas/);
    expect(JSON.stringify(report.json)).not.toMatch(CLI_FLAGS);
    // A bare token does the same; both at once are refused.
    expect(
      (await http(base, 'PATCH', `/v1/servers/${serverId}`, { ...admin, body: { token: TOKEN } })).status,
    ).toBe(200);
    const both = await http(base, 'PATCH', `/v1/servers/${serverId}`, {
      ...admin,
      body: { token: TOKEN, credential: { type: 'bearer', token: TOKEN } },
    });
    expect(both.status).toBe(400);
    expect((await http(base, 'PATCH', `/v1/servers/${serverId}`, { ...admin, body: {} })).status).toBe(400);
  });

  it('refuses test data of the wrong shape with every problem named, and stores nothing', async () => {
    const answer = await http(base, 'PATCH', `/v1/servers/${serverId}`, {
      ...admin,
      body: { testData: { consultar_cliente: [], abrir_caso_soporte: ['x'] } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'GATEWAY_INVALID_TEST_DATA', field: '/testData' });
    expect(answer.json.error.message).toMatch(/"consultar_cliente".*"abrir_caso_soporte"\[0\]/);
    expect((await http(base, 'GET', `/v1/servers/${serverId}`, admin)).json.hasTestData).toBe(false);
  });

  it('with test data on a test environment verifies idempotency, as --allow-writes --fixtures does', async () => {
    const before = countCases();
    const answer = await http(base, 'PATCH', `/v1/servers/${serverId}`, {
      ...admin,
      body: { testData: FIXTURES, testEnvironment: true },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ status: 'certified', summary: { blocking: 0 } });
    const view = await http(base, 'GET', `/v1/servers/${serverId}`, admin);
    expect(view.json).toMatchObject({ hasTestData: true, testEnvironment: true });
    expect(JSON.stringify(view.json)).not.toContain('Sin señal');
    const report = await http(base, 'GET', `/v1/servers/${serverId}/certification`, admin);
    expect(report.json.report.idempotency).toBe('verified');
    // The writes ran: three cases (keys a, b and c), as the certifier's own run makes.
    expect(countCases()).toBe(before + 3);

    // Unmarked: the next run is read-only again.
    const after = countCases();
    const readOnly = await http(base, 'PATCH', `/v1/servers/${serverId}`, {
      ...admin,
      body: { testEnvironment: false },
    });
    expect(readOnly.status).toBe(200);
    const again = await http(base, 'GET', `/v1/servers/${serverId}/certification`, admin);
    expect(again.json.report.idempotency).toBe('not_verified');
    expect(countCases()).toBe(after);
  }, 60_000);

  it('audits each kind of change, never its value', async () => {
    const trail = await http(base, 'GET', '/v1/audit?limit=100', admin);
    const actions = trail.json.entries.map((e: { action: string }) => e.action);
    for (const action of [
      'server.credential',
      'server.test-data',
      'server.test-environment',
      'server.certify',
    ])
      expect(actions).toContain(action);
    expect(trail.text).not.toContain(TOKEN);
    expect(trail.text).not.toContain('CC1032456789');
  });
});
