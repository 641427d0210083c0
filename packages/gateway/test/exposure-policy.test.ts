import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import type { ReferenceServer } from '@asixto/reference-server';
import { rejectedFor } from './call-fixtures.js';
import { context, startRef, tempDir, tenantInput, testGateway } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';

const tmp = tempDir('gw-exposure-');
let ref: ReferenceServer;
let second: TestToolServer;
let gateway: Gateway;

const policy = {
  tools: {
    abrir_caso_soporte: { channels: ['chat'] },
    consultar_estado_caso: { deny: true },
    cancelar_cita: { level: 'write' },
  },
  channels: { voice: { maxLevel: 'read' } },
};

beforeAll(async () => {
  ref = await startRef(tmp.dir, 'ref', ['tok-pol-1']);
  second = await startToolServer([
    queryTool('consultar_cliente', { verb: 'identificar al cliente otra vez' }), // same name: the first server wins
    queryTool('consultar_garantia', {
      capabilities: ['soporte', 'garantia'],
      verb: 'consultar la garantía de un producto',
    }),
  ]);
  gateway = testGateway(tmp.dir);
  await gateway.registerTenant(tenantInput('pol', policy));
  await gateway.registerServer('pol', { url: ref.url, token: 'tok-pol-1' });
  await gateway.registerServer('pol', { url: second.url, token: 'tok-test-server-1' });
});

afterAll(async () => {
  await gateway?.close();
  await ref?.close();
  await second?.close();
  tmp.cleanup();
});

const names = async (patch: Parameters<typeof context>[1]) =>
  (await gateway.catalogFor(context('pol', patch))).tools.map((t) => t.name);

describe('exposure with a tenant policy and two servers', () => {
  it('applies deny, channel lists, channel max level and level overrides; servers in registration order', async () => {
    expect(await names({ channel: 'chat', scenario: 'soporte', agentLevel: 'write' })).toEqual([
      'ext__pol__consultar_cliente',
      'ext__pol__abrir_caso_soporte',
      'ext__pol__consultar_garantia',
    ]);
    expect(await names({ channel: 'voice', scenario: 'soporte', agentLevel: 'write' })).toEqual([
      'ext__pol__consultar_cliente',
      'ext__pol__consultar_garantia',
    ]);
    // cancelar_cita is admin by its annotations, write by the tenant's override.
    expect(await names({ channel: 'chat', scenario: 'cancelacion', agentLevel: 'write' })).toEqual([
      'ext__pol__consultar_cliente',
      'ext__pol__cancelar_cita',
    ]);
    expect(await names({ channel: 'voice', scenario: 'cancelacion', agentLevel: 'admin' })).toEqual([
      'ext__pol__consultar_cliente',
    ]);
  });

  it('builds the verbs text across servers and uses the first server for a shared name', async () => {
    const out = await gateway.catalogFor(
      context('pol', { channel: 'chat', scenario: 'soporte', agentLevel: 'write' }),
    );
    expect(out.verbsText).toBe(
      'Puedes: identificar a un cliente; abrir un caso de soporte; consultar la garantía de un producto.',
    );
    expect(out.tools[0]?.description).toMatch(/documento/);
    expect(out.tools[0]?.title).not.toBe('consultar_cliente');
    const none = await gateway.catalogFor(context('pol', { scenario: 'felicitacion' }));
    expect(none).toMatchObject({ tools: [], openai: [], anthropic: [], verbsText: '' });
  });

  it('rejects calls the catalog would not show, with the same decision', async () => {
    const voiceWrite = await gateway.callTool(
      context('pol', { channel: 'voice', agentLevel: 'write' }),
      'ext__pol__abrir_caso_soporte',
      { documento: 'CC1032456789', tipo: 'falla', descripcion: 'No funciona la pulidora.' },
    );
    expect(voiceWrite).toMatchObject(rejectedFor('channel', 'ext__pol__abrir_caso_soporte'));
    const denied = await gateway.callTool(context('pol'), 'ext__pol__consultar_estado_caso', {
      radicado: 'RAD-2026-000101',
      documento: 'CC1032456789',
    });
    expect(denied).toMatchObject(rejectedFor('policy', 'ext__pol__consultar_estado_caso'));
    const level = await gateway.callTool(
      context('pol', { agentLevel: 'read' }),
      'ext__pol__abrir_caso_soporte',
      {
        documento: 'CC1032456789',
        tipo: 'falla',
        descripcion: 'No funciona la pulidora.',
      },
    );
    expect(level).toMatchObject(rejectedFor('level', 'ext__pol__abrir_caso_soporte'));
    const scenario = await gateway.callTool(
      context('pol', { scenario: 'ventas' }),
      'ext__pol__consultar_garantia',
      {
        documento: 'CC1032456789',
      },
    );
    expect(scenario).toMatchObject(rejectedFor('scenario', 'ext__pol__consultar_garantia'));
    const allowed = await gateway.callTool(context('pol'), 'ext__pol__consultar_garantia', {
      documento: 'CC1032456789',
    });
    expect(allowed.outcome).toBe('ok');
    expect(second.calls.get('consultar_garantia')).toBeGreaterThan(0);
  });

  it('applies a policy update on the next turn', async () => {
    const turn = { channel: 'chat', scenario: 'soporte', agentLevel: 'write' } as const;
    expect(await names(turn)).toContain('ext__pol__consultar_cliente');
    await gateway.registerTenant(
      tenantInput('pol', { ...policy, tools: { ...policy.tools, consultar_cliente: { deny: true } } }),
    );
    expect(await names(turn)).not.toContain('ext__pol__consultar_cliente');
    await gateway.registerTenant(tenantInput('pol', policy));
    expect(await names(turn)).toContain('ext__pol__consultar_cliente');
  });
});
