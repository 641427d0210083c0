// The gateway's MCP endpoint (`/mcp/{company}`) end to end: a real gateway service, the reference
// server and a tool server whose catalog the test changes, reached by two real MCP clients: the
// official client pinned to 2026-07-28 (context in `_meta`) and a stock client with the SDK's
// default negotiation (2025 handshake, context in the URL's query string).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
import type { GatewayContextInput } from '@asixto/gateway';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import {
  ADMIN_TOKEN,
  RUNTIME_TOKEN,
  UPSTREAM_TOKEN,
  http,
  memoryLogger,
  testConfig,
} from './service-helpers.js';

let dir: string;
let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let toolServer: TestToolServer;
let service: GatewayService;
let base: string;
const logs = memoryLogger();
const clients: Client[] = [];

const meta = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  'com.asixto/conversationId': 'cnv_mcp_1',
  'com.asixto/channel': 'chat',
  'com.asixto/scenario': 'soporte',
  'com.asixto/agentLevel': 'write',
  ...over,
});

const libraryContext = (over: Partial<GatewayContextInput> = {}): GatewayContextInput => ({
  company: 'demo',
  conversationId: 'cnv_mcp_1',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'write',
  ...over,
});

async function pinned(company = 'demo'): Promise<Client> {
  const client = await connectPinnedClient(`${base}/mcp/${company}`, {
    token: RUNTIME_TOKEN,
    name: 'mcp-test',
  });
  clients.push(client);
  return client;
}

/** A stock MCP host: default version negotiation, only a URL and a bearer token configured. */
async function stock(query: string): Promise<Client> {
  const client = new Client({ name: 'stock-host', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp/demo?${query}`), {
    requestInit: { headers: { authorization: `Bearer ${RUNTIME_TOKEN}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function eventually(check: () => Promise<void> | void, timeoutMs = 8_000): Promise<void> {
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-mcp-'));
  reference = await startReferenceServer({
    tokens: [UPSTREAM_TOKEN],
    databasePath: join(dir, 'reference.sqlite'),
    logger: pino({ level: 'silent' }),
  });
  toolServer = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: logs.logger,
    defaultMetrics: false,
  });
  base = await service.listen();
  const { gateway } = service;
  for (const company of ['demo', 'rug']) {
    await gateway.registerTenant({ company, name: company, currency: 'COP', timezone: 'America/Bogota' });
  }
  const demo = await gateway.registerServer('demo', { url: reference.url, token: UPSTREAM_TOKEN });
  expect(demo.certification.status).toBe('certified');
  const rug = await gateway.registerServer('rug', { url: toolServer.url, token: 'tok-test-server-1' });
  expect(rug.certification.status).toBe('certified');
});

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  await service?.close();
  await toolServer?.close();
  await reference?.close();
  rmSync(dir, { recursive: true, force: true });
});

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

describe('MCP endpoint: stock client, default negotiation, context in the query string', () => {
  it('lists per scenario and agent level from the URL, and calls a tool', async () => {
    const writer = await stock('channel=chat&scenario=soporte&agentLevel=write&conversationId=cnv_stock_1');
    // Discovery through the 2025 handshake: the same server, tools that announce list changes.
    expect(writer.getNegotiatedProtocolVersion()).not.toBe('2026-07-28');
    expect(writer.getServerVersion()?.name).toBe('asixto-gateway');
    expect(writer.getServerCapabilities()?.tools).toMatchObject({ listChanged: true });
    const listed = await writer.listTools();
    const expected = (await service.gateway.catalogFor(libraryContext())).tools;
    expect(listed.tools.map((t) => t.name)).toEqual(expected.map((t) => t.name));

    const reader = await stock('channel=chat&scenario=soporte&agentLevel=read');
    const readerList = await reader.listTools();
    const readerExpected = (await service.gateway.catalogFor(libraryContext({ agentLevel: 'read' }))).tools;
    expect(readerList.tools.map((t) => t.name)).toEqual(readerExpected.map((t) => t.name));
    expect(readerList.tools.length).toBeLessThan(listed.tools.length);

    const ok = await writer.callTool({
      name: 'ext__demo__consultar_cliente',
      arguments: { documento: 'CC8891234567' },
    });
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent).toMatchObject({ documento: 'CC8891234567', nombre: 'Jorge Salazar' });

    const business = await writer.callTool({
      name: 'ext__demo__abrir_caso_soporte',
      arguments: { documento: 'CC0000000001', tipo: 'falla', descripcion: 'Cliente que no existe' },
    });
    expect(business.isError).toBe(true);
    expect(business.structuredContent).toMatchObject({ error: { error_type: 'NOT_FOUND' } });

    const other = await writer.callTool({
      name: 'ext__rug__consultar_pedido',
      arguments: { documento: 'CC1032456789' },
    });
    expect(other.isError).toBe(true);
    expect(other._meta).toMatchObject({ 'com.asixto/outcome': 'rejected' });
  });

  it('keys a write by its conversation: the same radicado twice in one, a new one per call without', async () => {
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'El taladro no enciende' };
    const radicado = async (client: Client): Promise<unknown> => {
      const r = await client.callTool({ name: 'ext__demo__abrir_caso_soporte', arguments: args });
      expect(r.isError).toBeFalsy();
      return (r.structuredContent as { radicado: string }).radicado;
    };
    const inConversation = await stock(
      'channel=chat&scenario=soporte&agentLevel=write&conversationId=cnv_keys_1',
    );
    const first = await radicado(inConversation);
    expect(await radicado(inConversation)).toBe(first);
    const without = await stock('channel=chat&scenario=soporte&agentLevel=write');
    const a = await radicado(without);
    const b = await radicado(without);
    expect(new Set([first, a, b]).size).toBe(3);
  });

  it('lets _meta win over the query string', async () => {
    const client = await stock('channel=chat&scenario=soporte&agentLevel=read');
    const listed = await client.listTools({ _meta: { 'com.asixto/agentLevel': 'write' } });
    const expected = (await service.gateway.catalogFor(libraryContext())).tools;
    expect(listed.tools.map((t) => t.name)).toEqual(expected.map((t) => t.name));
  });

  it('names the missing query parameter', async () => {
    const client = await stock('channel=chat&agentLevel=write');
    await expect(client.listTools()).rejects.toMatchObject({ code: -32602, data: { param: 'scenario' } });
  });
});

describe('MCP endpoint: HTTP boundary', () => {
  it('requires a runtime bearer token: 401 with WWW-Authenticate: Bearer', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
    const none = await http(base, 'POST', '/mcp/demo', { body });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    const wrong = await http(base, 'POST', '/mcp/demo', { token: 'not-a-token-at-all-0000', body });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('invalid_token');
    await expect(
      connectPinnedClient(`${base}/mcp/demo`, { token: 'not-a-token-at-all-0000' }),
    ).rejects.toThrow();
  });

  it('answers an unknown company 404 and GET 405 (no session stream)', async () => {
    const unknown = await http(base, 'POST', '/mcp/nadie', {
      token: RUNTIME_TOKEN,
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
    });
    expect(unknown.status).toBe(404);
    const get = await http(base, 'GET', '/mcp/demo', {
      token: RUNTIME_TOKEN,
      headers: { accept: 'text/event-stream' },
    });
    expect(get.status).toBe(405);
  });

  it('applies the service body limit', async () => {
    const r = await http(base, 'POST', '/mcp/demo', {
      token: RUNTIME_TOKEN,
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70 * 1024) } },
    });
    expect(r.status).toBe(413);
  });
});

describe('MCP endpoint: shutdown', () => {
  it('ends open subscriptions/listen streams, so closing does not wait for its timeout', async () => {
    const own = createGatewayService(testConfig(join(dir, 'shutdown'), { shutdownTimeoutMs: 10_000 }), {
      logger: pino({ level: 'silent' }),
      defaultMetrics: false,
    });
    const url = await own.listen();
    await own.gateway.registerTenant({
      company: 'solo',
      name: 'Solo',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    const client = await connectPinnedClient(`${url}/mcp/solo`, { token: RUNTIME_TOKEN });
    clients.push(client);
    const subscription = await client.listen({ toolsListChanged: true });
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await subscription.closed).not.toBe('local');
  });
});
