import { afterAll, describe, expect, it } from 'vitest';
// The library itself, not the package index: the index also loads the HTTP service (fastify),
// which these tests do not use and which costs about a second of imports per test file.
import { createGateway } from '../src/create-gateway.js';
import { closedPort, rejectedFor } from './call-fixtures.js';
import { context, tempDir, tenantInput, testGateway, testSecretKey } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';

const tmp = tempDir('gw-registration-');
afterAll(() => tmp.cleanup());

describe('registration', () => {
  it('refuses bad tenants, unknown companies and, outside development mode, unsafe URLs', async () => {
    const gateway = testGateway(`${tmp.dir}/prod`, { devMode: false });
    try {
      await expect(gateway.registerTenant(tenantInput('Acme'))).rejects.toMatchObject({
        code: 'GATEWAY_INVALID_SLUG',
      });
      await expect(gateway.registerTenant(tenantInput('a'.repeat(18)))).rejects.toMatchObject({
        code: 'GATEWAY_INVALID_SLUG',
      });
      await expect(
        gateway.registerTenant({ ...tenantInput('acme'), currency: 'XXX1' }),
      ).rejects.toMatchObject({
        code: 'GATEWAY_INVALID_TENANT',
      });
      await expect(
        gateway.registerTenant(tenantInput('acme', { tools: { x: { deny: 1 } } })),
      ).rejects.toMatchObject({
        code: 'GATEWAY_INVALID_POLICY',
      });
      await expect(
        gateway.registerServer('nadie', { url: 'https://tools.example.com/mcp' }),
      ).rejects.toMatchObject({
        code: 'GATEWAY_UNKNOWN_COMPANY',
      });
      await gateway.registerTenant(tenantInput('acme'));
      for (const url of [
        'http://tools.example.com/mcp',
        'https://127.0.0.1/mcp',
        'https://10.1.2.3/mcp',
        'https://[::1]/mcp',
        'https://169.254.169.254/latest',
        'https://user:pass@tools.example.com/mcp',
        'no es una url',
      ]) {
        await expect(gateway.registerServer('acme', { url }), url).rejects.toMatchObject({
          code: 'GATEWAY_URL_REFUSED',
        });
      }
      await expect(
        gateway.registerServer('acme', { url: 'https://tools.example.com/mcp', token: 'a\r\nX-Injected: 1' }),
      ).rejects.toMatchObject({ code: 'GATEWAY_INVALID_TENANT' });
      await expect(gateway.certifyServer('srv_nope')).rejects.toMatchObject({
        code: 'GATEWAY_UNKNOWN_SERVER',
      });
      expect(await gateway.listServers('acme')).toEqual([]);
    } finally {
      await gateway.close();
    }
    await expect(gateway.catalogFor(context('acme'))).rejects.toMatchObject({ code: 'GATEWAY_CLOSED' });
    expect(await gateway.health()).toMatchObject({ status: 'closed' });
  });

  it('refuses an unusable configuration at construction', () => {
    expect(() => testGateway(`${tmp.dir}/k`, { secretKey: 'corta' })).toThrow(
      expect.objectContaining({ code: 'GATEWAY_INVALID_SECRET_KEY' }),
    );
    expect(() => createGateway({ secretKey: testSecretKey() })).toThrow(
      expect.objectContaining({ code: 'GATEWAY_REGISTRY_FAILURE' }),
    );
    // A folder where the database file should be.
    expect(() => testGateway(tmp.dir, { databasePath: tmp.dir })).toThrow(
      expect.objectContaining({ code: 'GATEWAY_REGISTRY_FAILURE' }),
    );
  });

  it('records an unreachable server as failed and exposes nothing from it', async () => {
    const gateway = testGateway(`${tmp.dir}/down`);
    try {
      await gateway.registerTenant(tenantInput('down'));
      const port = await closedPort();
      const { serverId, certification } = await gateway.registerServer('down', {
        url: `http://127.0.0.1:${port}/mcp`,
      });
      expect(certification).toMatchObject({ status: 'failed', certifiedTools: [] });
      expect(certification.fatal?.code).toBeTruthy();
      expect(await gateway.getCertification(serverId)).toMatchObject({ status: 'failed', serverId });
      expect((await gateway.catalogFor(context('down'))).tools).toEqual([]);
      expect(await gateway.health()).toMatchObject({ servers: { total: 1, byStatus: { failed: 1 } } });
    } finally {
      await gateway.close();
    }
  });

  it('exposes only the tools that pass every blocking rule', async () => {
    const server = await startToolServer([
      queryTool('consultar_saldo'),
      queryTool('consultar_pedido', { verb: undefined }), // page 02: the verb is a DEBE
    ]);
    const gateway = testGateway(`${tmp.dir}/partial`);
    try {
      await gateway.registerTenant(tenantInput('part'));
      const { certification } = await gateway.registerServer('part', {
        url: server.url,
        token: 'tok-test-server-1',
      });
      expect(certification.status).toBe('certified');
      expect(certification.certifiedTools).toEqual(['consultar_saldo']);
      expect(certification.blockingFindings.length).toBeGreaterThan(0);
      expect(certification.blockingFindings.every((f) => f.tool === 'consultar_pedido')).toBe(true);
      expect((await gateway.catalogFor(context('part'))).tools.map((t) => t.name)).toEqual([
        'ext__part__consultar_saldo',
      ]);
      const call = await gateway.callTool(context('part'), 'ext__part__consultar_pedido', {
        documento: 'CC1032456789',
      });
      expect(call).toMatchObject(rejectedFor('not_certified', 'ext__part__consultar_pedido'));
    } finally {
      await gateway.close();
      await server.close();
    }
  });

  it('says a refused token was refused, keeps the server uncertified, and takes a new token for it', async () => {
    const server = await startToolServer([queryTool('consultar_saldo')]);
    const gateway = testGateway(`${tmp.dir}/auth`);
    try {
      await gateway.registerTenant(tenantInput('auth'));
      const refused = await gateway.registerServer('auth', { url: server.url, token: 'tok-equivocado' }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 'GATEWAY_CREDENTIAL_REFUSED', data: { httpStatus: '401' } });
      const serverId = (refused as { data: { serverId: string } }).data.serverId;
      const [stored] = await gateway.listServers('auth');
      expect(stored).toMatchObject({ id: serverId, status: 'failed', hasCredential: true });
      expect((await gateway.catalogFor(context('auth'))).tools).toEqual([]);
      // Fixed without registering the URL again.
      const fixed = await gateway.updateServer(serverId, { token: 'tok-test-server-1' });
      expect(fixed.status).toBe('certified');
      expect((await gateway.catalogFor(context('auth'))).tools).toHaveLength(1);
    } finally {
      await gateway.close();
      await server.close();
    }
  });
});
