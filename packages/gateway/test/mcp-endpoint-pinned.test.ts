// The gateway's MCP endpoint (`/mcp/{company}`) with the official client pinned to 2026-07-28, the
// context in `_meta`: discovery, listings per context, calls, refusals, list changes, a server down.
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '@modelcontextprotocol/client';
import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
import { queryTool } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';
import {
  base,
  eventually,
  libraryContext,
  logs,
  meta,
  pinned,
  service,
  toolServer,
  useMcpGateway,
} from './mcp-endpoint-gateway.js';

useMcpGateway();

describe('MCP endpoint: official client pinned to 2026-07-28, context in _meta', () => {
  it('discovers the gateway as a tools server that announces list changes', async () => {
    const client = await pinned();
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });
    expect(client.getServerVersion()?.name).toBe('asixto-gateway');
  });

  it('lists exactly what catalogFor exposes for each scenario and agent level, without internal _meta', async () => {
    const client = await pinned();
    const contexts = [
      libraryContext(),
      libraryContext({ agentLevel: 'read' }),
      libraryContext({ scenario: 'general' }),
      libraryContext({ scenario: 'agenda', channel: 'voice' }),
    ];
    const seen = new Set<string>();
    for (const c of contexts) {
      const expected = (await service.gateway.catalogFor(c)).tools;
      const listed = await client.listTools({
        _meta: meta({
          'com.asixto/scenario': c.scenario,
          'com.asixto/agentLevel': c.agentLevel,
          'com.asixto/channel': c.channel,
        }),
      });
      expect(listed.tools.map((t) => t.name)).toEqual(expected.map((t) => t.name));
      expect(listed.tools).toEqual(expected);
      for (const tool of listed.tools) expect(tool._meta).toBeUndefined();
      seen.add(listed.tools.map((t) => t.name).join());
    }
    // The contexts really differ: a list shared between them would fail here.
    expect(seen.size).toBeGreaterThan(2);
    expect([...seen][0]).toContain('ext__demo__abrir_caso_soporte');
    expect([...seen][1]).not.toContain('ext__demo__abrir_caso_soporte');
  });

  it('marks the list as not cacheable across contexts (ttlMs 0, private)', async () => {
    const r = await http(base, 'POST', '/mcp/demo', {
      token: RUNTIME_TOKEN,
      headers: {
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/list',
      },
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: {
          _meta: {
            ...meta(),
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({ ttlMs: 0, cacheScope: 'private', resultType: 'complete' });
    expect(r.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('calls a tool through the /v1/call pipeline: shaped text, structuredContent, request id', async () => {
    const client = await pinned();
    await client.listTools({ _meta: meta() });
    const result = await client.callTool({
      name: 'ext__demo__consultar_cliente',
      arguments: { documento: 'CC8891234567' },
      _meta: meta({ 'com.asixto/requestId': 'req_mcp_call_1' }),
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ documento: 'CC8891234567', nombre: 'Jorge Salazar' });
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    const direct = await service.gateway.callTool(libraryContext(), 'ext__demo__consultar_cliente', {
      documento: 'CC8891234567',
    });
    expect(text).toBe(direct.text);
    expect(result._meta).toMatchObject({
      'com.asixto/requestId': 'req_mcp_call_1',
      'com.asixto/outcome': 'ok',
    });
    // Logged once by the pipeline like any /v1/call, under the agent's request id.
    const line = logs.lines().find((l) => l.requestId === 'req_mcp_call_1' && l.outcome === 'ok');
    expect(line).toMatchObject({ company: 'demo', tool: 'consultar_cliente' });
    const httpLine = logs.lines().find((l) => l.route === '/mcp/:company' && l.method === 'POST');
    expect(httpLine).toMatchObject({ status: 200 });
    const metrics = await http(base, 'GET', '/metrics', { token: ADMIN_TOKEN });
    expect(metrics.text).toMatch(/asixto_gateway_calls_total\{[^}]*consultar_cliente[^}]*\} [1-9]/);
    expect(metrics.text).toMatch(/route="\/mcp\/:company"/);
  });

  it('returns a business error as isError with the page-06 error', async () => {
    const client = await pinned();
    const result = await client.callTool({
      name: 'ext__demo__abrir_caso_soporte',
      arguments: { documento: 'CC0000000001', tipo: 'falla', descripcion: 'Cliente que no existe' },
      _meta: meta(),
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { error_type: 'NOT_FOUND' } });
    expect(result._meta).toMatchObject({
      'com.asixto/outcome': 'tool_error',
      'com.asixto/errorType': 'NOT_FOUND',
    });
  });

  it("refuses another company's tool and a tool not exposed in this context, with a reason for the model", async () => {
    const client = await pinned();
    const probes = toolServer.calls.get('consultar_saldo') ?? 0; // certification called it
    const other = await client.callTool({
      name: 'ext__rug__consultar_saldo',
      arguments: { documento: 'CC1032456789' },
      _meta: meta(),
    });
    expect(other.isError).toBe(true);
    expect(other._meta).toMatchObject({ 'com.asixto/outcome': 'rejected' });
    expect(toolServer.calls.get('consultar_saldo') ?? 0).toBe(probes);
    const reader = await client.callTool({
      name: 'ext__demo__abrir_caso_soporte',
      arguments: { documento: 'CC8891234567', tipo: 'falla', descripcion: 'x' },
      _meta: meta({ 'com.asixto/agentLevel': 'read', 'com.asixto/lang': 'en' }),
    });
    expect(reader.isError).toBe(true);
    const text = (reader.content as { text: string }[])[0]?.text ?? '';
    const direct = await service.gateway.callTool(
      libraryContext({ agentLevel: 'read', lang: 'en' }),
      'ext__demo__abrir_caso_soporte',
      { documento: 'CC8891234567', tipo: 'falla', descripcion: 'x' },
    );
    expect(direct.outcome).toBe('rejected');
    expect(text).toBe(direct.text);
  });

  it('answers a missing or invalid context value with invalid params naming the field', async () => {
    const client = await pinned();
    const missing = await client
      .listTools({ _meta: { 'com.asixto/channel': 'chat', 'com.asixto/agentLevel': 'write' } })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ProtocolError);
    expect(missing).toMatchObject({ code: -32602, data: { field: 'scenario', key: 'com.asixto/scenario' } });
    const invalid = await client
      .callTool({
        name: 'ext__demo__consultar_cliente',
        arguments: {},
        _meta: meta({ 'com.asixto/agentLevel': 'root' }),
      })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: -32602, data: { field: 'agentLevel', param: 'agentLevel' } });
    expect((invalid as Error).message).toContain('com.asixto/agentLevel');
    expect((invalid as Error).message).toContain('Valor no válido');
    const english = await client
      .listTools({ _meta: { 'com.asixto/channel': 'chat', 'com.asixto/lang': 'en' } })
      .catch((e: unknown) => e);
    expect((english as Error).message).toContain('`com.asixto/scenario` is missing from `_meta`');
  });

  it('publishes notifications/tools/list_changed after a rug pull, and the changed tool is withheld', async () => {
    const client = await pinned('rug');
    const rugMeta = meta({ 'com.asixto/scenario': 'soporte', 'com.asixto/agentLevel': 'read' });
    const before = await client.listTools({ _meta: rugMeta });
    expect(before.tools.map((t) => t.name)).toEqual([
      'ext__rug__consultar_saldo',
      'ext__rug__consultar_pedido',
    ]);
    let notified = 0;
    client.setNotificationHandler('notifications/tools/list_changed', () => {
      notified += 1;
    });
    const subscription = await client.listen({ toolsListChanged: true });
    expect(subscription.honoredFilter).toMatchObject({ toolsListChanged: true });
    // Another tenant's listener hears nothing of this tenant's change.
    const bystander = await pinned('demo');
    let bystanderNotified = 0;
    bystander.setNotificationHandler('notifications/tools/list_changed', () => {
      bystanderNotified += 1;
    });
    const bystanderSubscription = await bystander.listen({ toolsListChanged: true });

    toolServer.tools = [
      queryTool('consultar_saldo', { extraParam: 'sucursal' }),
      queryTool('consultar_pedido'),
    ];
    toolServer.notifyToolsChanged();
    await eventually(() => expect(notified).toBeGreaterThan(0));
    const after = await client.listTools({ _meta: rugMeta });
    expect(after.tools.map((t) => t.name)).toEqual(['ext__rug__consultar_pedido']);
    expect(bystanderNotified).toBe(0);
    await subscription.close();
    await bystanderSubscription.close();
  });
});

describe('MCP endpoint: a server that is down', () => {
  it('answers isError with the short reason the model can act on (unavailable)', async () => {
    const client = await pinned('rug');
    toolServer.down = true;
    try {
      const result = await client.callTool({
        name: 'ext__rug__consultar_pedido',
        arguments: { documento: 'CC1032456789' },
        _meta: meta({ 'com.asixto/agentLevel': 'read' }),
      });
      expect(result.isError).toBe(true);
      expect(result._meta).toMatchObject({ 'com.asixto/outcome': 'unavailable' });
      expect(result.structuredContent).toBeUndefined();
      expect((result.content as { text: string }[])[0]?.text).toBe(
        renderMessage(GATEWAY_MESSAGES, 'callUnavailable', 'es'),
      );
    } finally {
      toolServer.down = false;
    }
  });
});
