import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import { context, tempDir, tenantInput, testGateway, testSecretKey } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';

const tmp = tempDir('gw-pin-');
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});
afterAll(() => tmp.cleanup());

async function setup(
  company: string,
): Promise<{ gateway: Gateway; server: TestToolServer; serverId: string }> {
  const server = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
  open.push(server);
  const gateway = testGateway(tmp.dir + '/' + company);
  open.push(gateway);
  await gateway.registerTenant(tenantInput(company));
  const { serverId, certification } = await gateway.registerServer(company, {
    url: server.url,
    token: 'tok-test-server-1',
  });
  expect(certification.blockingFindings).toEqual([]);
  expect(certification).toMatchObject({
    status: 'certified',
    certifiedTools: ['consultar_saldo', 'consultar_pedido'],
  });
  return { gateway, server, serverId };
}

const names = async (gateway: Gateway, company: string): Promise<string[]> =>
  (await gateway.catalogFor(context(company))).tools.map((t) => t.name);

/** Waits until `check` passes (the listen stream delivers asynchronously). */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

describe('pinning and refresh', () => {
  it('withholds a certified tool whose definition changed, flags the server, and re-pins on recertification', async () => {
    const { gateway, server, serverId } = await setup('pina');
    expect(await names(gateway, 'pina')).toEqual([
      'ext__pina__consultar_saldo',
      'ext__pina__consultar_pedido',
    ]);

    server.tools = [queryTool('consultar_saldo', { extraParam: 'sucursal' }), queryTool('consultar_pedido')];
    server.notifyToolsChanged();
    await eventually(async () =>
      expect(await names(gateway, 'pina')).toEqual(['ext__pina__consultar_pedido']),
    );
    expect((await gateway.listServers('pina'))[0]?.status).toBe('needs_recertification');
    const before = server.calls.get('consultar_saldo') ?? 0; // certification probes read tools
    const call = await gateway.callTool(context('pina'), 'ext__pina__consultar_saldo', {
      documento: 'CC1032456789',
    });
    expect(call).toMatchObject({ outcome: 'rejected', attempts: 0 });
    expect(server.calls.get('consultar_saldo') ?? 0).toBe(before);

    const again = await gateway.certifyServer(serverId);
    expect(again).toMatchObject({
      status: 'certified',
      certifiedTools: ['consultar_saldo', 'consultar_pedido'],
    });
    expect(await names(gateway, 'pina')).toEqual([
      'ext__pina__consultar_saldo',
      'ext__pina__consultar_pedido',
    ]);
  });

  it('refreshes on toolsListChanged without waiting for the TTL: new tools wait, removed tools disappear', async () => {
    const { gateway, server, serverId } = await setup('pinb');
    server.tools = [queryTool('consultar_pedido'), queryTool('consultar_factura')];
    server.notifyToolsChanged();
    // consultar_saldo removed; consultar_factura is new and waits for certification.
    await eventually(async () =>
      expect(await names(gateway, 'pinb')).toEqual(['ext__pinb__consultar_pedido']),
    );
    expect((await gateway.listServers('pinb'))[0]?.status).toBe('certified');
    await gateway.certifyServer(serverId);
    expect(await names(gateway, 'pinb')).toEqual([
      'ext__pinb__consultar_pedido',
      'ext__pinb__consultar_factura',
    ]);
  });

  it('treats a renamed tool as a new one', async () => {
    const { gateway, server } = await setup('pinc');
    server.tools = [queryTool('consultar_saldo_cliente'), queryTool('consultar_pedido')];
    server.notifyToolsChanged();
    await eventually(async () =>
      expect(await names(gateway, 'pinc')).toEqual(['ext__pinc__consultar_pedido']),
    );
  });

  it('notices after a restart that a certified tool changed while the gateway was down', async () => {
    const server = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
    open.push(server);
    const dir = `${tmp.dir}/restart`;
    const secretKey = testSecretKey();
    const first = testGateway(dir, { secretKey });
    await first.registerTenant(tenantInput('pind'));
    await first.registerServer('pind', { url: server.url, token: 'tok-test-server-1' });
    await first.close();

    server.tools = [
      queryTool('consultar_saldo', { description: 'Otra descripción. No la uses para modificar datos.' }),
      queryTool('consultar_pedido'),
    ];
    const second = testGateway(dir, { secretKey });
    open.push(second);
    expect(await names(second, 'pind')).toEqual(['ext__pind__consultar_pedido']);
    expect((await second.listServers('pind'))[0]?.status).toBe('needs_recertification');
    expect(await second.health()).toMatchObject({
      status: 'ok',
      servers: { byStatus: { needs_recertification: 1 } },
    });
  });
});
