// The MCP endpoint's direct exchange against the SDK it stands in for: the same raw requests, sent
// to the service's `/mcp/demo` (direct exchange first) and to the SDK's own entry serving the same
// runtime (the oracle), must get the same status, content type and JSON-RPC answer — the ones the
// exchange serves, the refusals it hands to the SDK computed, and the requests it leaves alone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { companyMcpServerFactory } from '../src/mcp/company-mcp-server.js';
import { nodeMcpAdapter } from '../src/mcp/node-mcp-adapter.js';
import type { NodeMcpRequest } from '../src/mcp/node-mcp-adapter.js';
import { base, meta, service, useMcpGateway } from './mcp-endpoint-gateway.js';
import { RUNTIME_TOKEN } from './service-helpers.js';

useMcpGateway();

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'oracle-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

let oracle: Server;
let oracleUrl: string;

beforeAll(async () => {
  const factory = companyMcpServerFactory({
    company: 'demo',
    gateway: service.gateway,
    lang: 'es',
    serverInfo: { name: 'asixto-gateway', version: '0.1.0' },
  });
  const sdk = nodeMcpAdapter(createMcpHandler(factory, { legacy: 'stateless' }).fetch);
  oracle = createServer((req: NodeMcpRequest, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      req.auth = { token: '', clientId: 'env', scopes: [], extra: { requestId: 'req-oracle' } };
      const text = Buffer.concat(chunks).toString('utf8');
      void sdk(req, res, text === '' ? undefined : JSON.parse(text));
    });
  });
  await new Promise<void>((resolve) => oracle.listen(0, '127.0.0.1', resolve));
  oracleUrl = `http://127.0.0.1:${(oracle.address() as AddressInfo).port}/mcp/demo`;
});

afterAll(async () => {
  await new Promise((resolve) => oracle?.close(resolve));
});

interface Exchange {
  body: unknown;
  headers?: Record<string, string | undefined>;
  query?: string;
}

const HEADERS = (method: string, name?: string): Record<string, string> => ({
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': method,
  ...(name !== undefined ? { 'mcp-name': name } : {}),
});

const list = (over: Record<string, unknown> = {}, id: string | number = 1): Exchange => ({
  body: { jsonrpc: '2.0', id, method: 'tools/list', params: { _meta: { ...ENVELOPE, ...meta(over) } } },
  headers: HEADERS('tools/list'),
});

const call = (
  name: string,
  args: unknown,
  over: Record<string, unknown> = {},
  id: string | number = 2,
): Exchange => ({
  body: {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name,
      arguments: args,
      _meta: { ...ENVELOPE, ...meta({ 'com.asixto/requestId': 'req-1', ...over }) },
    },
  },
  headers: HEADERS('tools/call', name),
});

async function send(url: string, exchange: Exchange) {
  const headers: Record<string, string> = { authorization: `Bearer ${RUNTIME_TOKEN}` };
  for (const [k, v] of Object.entries(exchange.headers ?? {})) if (v !== undefined) headers[k] = v;
  const r = await fetch(`${url}${exchange.query ?? ''}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(exchange.body),
  });
  const text = await r.text();
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/** The service's answer and the SDK's, for the same request. */
async function both(exchange: Exchange) {
  const [direct, sdk] = [await send(`${base}/mcp/demo`, exchange), await send(oracleUrl, exchange)];
  return { direct, sdk };
}

const CONSULTAR = 'ext__demo__consultar_cliente';

describe('MCP direct exchange: the SDK answers the same', () => {
  it('tools/list for several contexts, with numeric and string ids', async () => {
    for (const exchange of [
      list(),
      list({ 'com.asixto/scenario': 'general', 'com.asixto/agentLevel': 'read' }, 'lista-7'),
      list({ 'com.asixto/channel': 'voice', 'com.asixto/lang': 'en' }),
    ]) {
      const { direct, sdk } = await both(exchange);
      expect(direct.status).toBe(200);
      expect((direct.body as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(0);
      expect(direct).toEqual(sdk);
    }
  });

  it('tools/call: a result, a page-06 error, a tool the context does not expose, voice shaping', async () => {
    for (const exchange of [
      call(CONSULTAR, { documento: 'CC1032456789' }),
      call(CONSULTAR, { documento: 'CC0000000001' }, {}, 'llamada-2'),
      call('ext__demo__no_existe', {}),
      call(CONSULTAR, { documento: 'CC1032456789' }, { 'com.asixto/channel': 'voice' }),
      call(CONSULTAR, { documento: 12 }),
    ]) {
      const { direct, sdk } = await both(exchange);
      expect(direct.status).toBe(200);
      expect(direct).toEqual(sdk);
    }
  });

  it('the context from the URL when _meta has none', async () => {
    const exchange = call(CONSULTAR, { documento: 'CC1032456789' });
    const body = exchange.body as { params: { _meta: Record<string, unknown> } };
    body.params._meta = { ...ENVELOPE, 'com.asixto/requestId': 'req-q' };
    exchange.query = '?conversationId=cnv_q&channel=chat&scenario=soporte&agentLevel=write';
    const { direct, sdk } = await both(exchange);
    expect((direct.body as { result: { isError?: boolean } }).result.isError).toBeUndefined();
    expect(direct).toEqual(sdk);
  });

  it('refused contexts: the SDK encodes the refusal computed by the exchange', async () => {
    for (const exchange of [
      call(CONSULTAR, { documento: 'CC1032456789' }, { 'com.asixto/channel': undefined }),
      call(CONSULTAR, { documento: 'CC1032456789' }, { 'com.asixto/companyId': 'rug' }),
      call(
        CONSULTAR,
        { documento: 'CC1032456789' },
        { 'com.asixto/agentLevel': 'root', 'com.asixto/lang': 'en' },
      ),
      list({ 'com.asixto/scenario': 7 }),
    ]) {
      const { direct, sdk } = await both(exchange);
      expect((direct.body as { error?: unknown }).error).toBeDefined();
      expect(direct).toEqual(sdk);
    }
  });

  it('requests the exchange leaves to the SDK get its answers', async () => {
    const consult = (): Exchange => call(CONSULTAR, { documento: 'CC1032456789' });
    const cases: Exchange[] = [
      { ...consult(), headers: { ...HEADERS('tools/call', 'ext__demo__otra') } },
      { ...consult(), headers: { ...HEADERS('tools/call', CONSULTAR), 'mcp-protocol-version': undefined } },
      { ...consult(), headers: { ...HEADERS('tools/call', CONSULTAR), 'mcp-method': 'tools/list' } },
      { ...consult(), headers: { ...HEADERS('tools/call', undefined) } },
      call(CONSULTAR, ['CC1032456789']),
      {
        ...list(),
        body: {
          jsonrpc: '2.0',
          id: 3,
          method: 'tools/list',
          params: { cursor: 'x', _meta: { ...ENVELOPE, ...meta() } },
        },
      },
      {
        ...list(),
        body: {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/list',
          params: { _meta: { ...meta(), 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
        },
      },
      {
        ...list(),
        body: { jsonrpc: '2.0', method: 'tools/list', params: { _meta: { ...ENVELOPE, ...meta() } } },
      },
      {
        ...list(),
        body: {
          jsonrpc: '2.0',
          id: 5,
          method: 'tools/list',
          params: { _meta: { ...ENVELOPE, ...meta(), progressToken: {} } },
        },
      },
    ];
    for (const exchange of cases) {
      const { direct, sdk } = await both(exchange);
      expect(direct).toEqual(sdk);
    }
  });
});
