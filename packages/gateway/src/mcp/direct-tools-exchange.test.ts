import { IncomingMessage } from 'node:http';
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { CompanyMcpAnswers } from './company-mcp-server.js';
import { directToolsExchange } from './direct-tools-exchange.js';
import type { NodeMcpRequest } from './node-mcp-adapter.js';

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const CALL = {
  jsonrpc: '2.0',
  id: 9,
  method: 'tools/call',
  params: { name: 'ext__demo__consultar', arguments: { documento: 'CC1' }, _meta: ENVELOPE },
};
const LIST = { jsonrpc: '2.0', id: 'l', method: 'tools/list', params: { _meta: ENVELOPE } };
const HEADERS = {
  'content-type': 'application/json',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': 'ext__demo__consultar',
};

function request(headers: Record<string, string>, method = 'POST'): NodeMcpRequest {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = '/mcp/demo?channel=chat';
  req.headers = headers;
  return Object.assign(req, { auth: { token: '', clientId: 'env', scopes: [], extra: { requestId: 'r1' } } });
}

function response() {
  const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      Object.assign(written, { status, headers });
      return res;
    },
    end(body: string) {
      written.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, written };
}

function exchange(answers: Partial<CompanyMcpAnswers> = {}) {
  const seen = { list: [] as unknown[], call: [] as unknown[], sdk: 0 };
  const all: CompanyMcpAnswers = {
    listTools: async (source) => {
      seen.list.push(source);
      return { tools: [], ttlMs: 0, cacheScope: 'private' };
    },
    callTool: async (name, args, source) => {
      seen.call.push({ name, args, source });
      return { content: [{ type: 'text', text: 'hola' }], structuredContent: { a: 1 }, _meta: { k: 'v' } };
    },
    ...answers,
  };
  const serve = directToolsExchange(all, { name: 'gw', version: '1' }, async () => {
    seen.sdk += 1;
  });
  return { serve, seen };
}

describe('directToolsExchange', () => {
  it('answers a modern tools/call itself, stamped as the SDK stamps it', async () => {
    const { serve, seen } = exchange();
    const { res, written } = response();
    await serve(request(HEADERS), res, CALL);
    expect(seen.sdk).toBe(0);
    expect(seen.call).toEqual([
      {
        name: 'ext__demo__consultar',
        args: { documento: 'CC1' },
        source: {
          meta: ENVELOPE,
          url: '/mcp/demo?channel=chat',
          authInfo: expect.objectContaining({ extra: { requestId: 'r1' } }),
        },
      },
    ]);
    expect(written.status).toBe(200);
    expect(written.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(written.body).toBe(
      '{"result":{"_meta":{"k":"v","io.modelcontextprotocol/serverInfo":{"name":"gw","version":"1"}},' +
        '"content":[{"type":"text","text":"hola"}],"structuredContent":{"a":1},"resultType":"complete"},"jsonrpc":"2.0","id":9}',
    );
  });

  it('answers a modern tools/list itself', async () => {
    const { serve, seen } = exchange();
    const { res, written } = response();
    await serve(request({ ...HEADERS, 'mcp-method': 'tools/list', 'mcp-name': '' }), res, LIST);
    // An Mcp-Name header on a list is the SDK's to judge.
    expect(seen.sdk).toBe(0);
    expect(written.body).toBeUndefined();
    const headers: Record<string, string> = { ...HEADERS, 'mcp-method': 'tools/list' };
    delete headers['mcp-name'];
    const second = response();
    await serve(request(headers), second.res, LIST);
    expect(seen.list).toHaveLength(1);
    expect(JSON.parse(second.written.body!)).toEqual({
      result: {
        tools: [],
        ttlMs: 0,
        cacheScope: 'private',
        resultType: 'complete',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'gw', version: '1' } },
      },
      jsonrpc: '2.0',
      id: 'l',
    });
  });

  it('leaves to the SDK what it has any doubt about, without calling the runtime', () => {
    const { serve, seen } = exchange();
    const { res } = response();
    const without = (key: string): Record<string, string> =>
      Object.fromEntries(Object.entries(HEADERS).filter(([k]) => k !== key));
    const doubtful: [NodeMcpRequest, unknown][] = [
      [request(HEADERS, 'GET'), CALL],
      [request(without('mcp-protocol-version')), CALL],
      [request(without('mcp-method')), CALL],
      [request(without('mcp-name')), CALL],
      [request({ ...HEADERS, 'mcp-name': 'ext__demo__otra' }), CALL],
      [request({ ...HEADERS, 'mcp-name': '=?base64?ZXh0X19kZW1vX19jb25zdWx0YXI=?=' }), CALL],
      [request({ ...HEADERS, 'content-type': 'text/plain' }), CALL],
      [request({ ...HEADERS, 'mcp-protocol-version': '2025-06-18' }), CALL],
      [request(HEADERS), { ...CALL, params: { ...CALL.params, arguments: ['CC1'] } }],
      [request(HEADERS), { ...CALL, id: null }],
      [request(HEADERS), { ...CALL, params: { ...CALL.params, _meta: { ...ENVELOPE, progressToken: {} } } }],
      [request(HEADERS), { ...CALL, params: { name: 'ext__demo__consultar' } }],
      [request(HEADERS), [CALL]],
      [
        request({ ...HEADERS, 'mcp-method': 'tools/list' }),
        { ...LIST, params: { cursor: 'x', _meta: ENVELOPE } },
      ],
      [request({ ...HEADERS, 'mcp-method': 'ping' }), { ...CALL, method: 'ping' }],
    ];
    for (const [req, body] of doubtful) expect(serve(req, res, body)).toBeUndefined();
    expect(seen).toEqual({ list: [], call: [], sdk: 0 });
  });

  it('hands a refusal to the SDK computed: the runtime runs once', async () => {
    const refusal = new Error('refused');
    const { serve, seen } = exchange({
      callTool: async () => {
        seen.call.push('refused');
        throw refusal;
      },
    });
    const { res, written } = response();
    await serve(request(HEADERS), res, CALL);
    expect(seen.call).toEqual(['refused']);
    expect(seen.sdk).toBe(1);
    expect(written.body).toBeUndefined();
  });

  it('hands an answer it cannot serialise to the SDK computed', async () => {
    const { serve, seen } = exchange({
      callTool: async () => {
        seen.call.push('odd');
        return { content: [{ type: 'text', text: 'x' }], structuredContent: { n: 1n }, _meta: {} };
      },
    });
    const { res, written } = response();
    await serve(request(HEADERS), res, CALL);
    expect(seen.call).toEqual(['odd']);
    expect(seen.sdk).toBe(1);
    expect(written.body).toBeUndefined();
  });
});
