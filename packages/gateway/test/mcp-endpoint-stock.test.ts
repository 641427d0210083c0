// The gateway's MCP endpoint (`/mcp/{company}`) with a stock client (the SDK's default negotiation,
// 2025 handshake, context in the URL's query string), its HTTP boundary, and its shutdown.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Client } from '@modelcontextprotocol/client';
import { createGatewayService } from '@asixto/gateway/service';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { RUNTIME_TOKEN, http, testConfig } from './service-helpers.js';
import { base, clients, dir, libraryContext, service, stock, useMcpGateway } from './mcp-endpoint-gateway.js';

useMcpGateway();

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
    // Well under the 10 s a listen stream left open would hold the close for, on a busy machine too.
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(await subscription.closed).not.toBe('local');
  });
});
