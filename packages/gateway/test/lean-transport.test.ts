// Conformance of the lean transport: what it sends is what the SDK's own Streamable HTTP transport
// sends (same headers, same `_meta`), and the official SDK server answers it, in JSON and SSE mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALL_META_KEYS } from '@asixto/contract';
import type { ToolDefinition } from '../src/catalog/tool-definition.js';
import {
  leanAndSdkUpstreams,
  recordingLogger,
  startFixtureServer,
  toolDefinition,
  type FixtureCall,
  type FixtureServer,
  type SdkOracle,
} from './call-fixtures.js';
import { createUpstream, type Upstream, type UpstreamCallRequest } from '../src/upstream/create-upstream.js';
import {
  ANSWER_BYTE_BURST,
  ANSWER_BYTES_PER_SECOND,
  EVENT_BURST,
  EVENTS_PER_SECOND,
} from '../src/upstream/read-budget.js';

const TOKEN = 'lean-transport-token-0123456789';
const tool = toolDefinition('consultar_cliente', {
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['documento'],
    // Mirrored as an `Mcp-Param-Documento` header by the SDK client (SEP-2243).
    properties: { documento: { type: 'string', maxLength: 20, 'x-mcp-header': 'Documento' } },
  },
  annotations: { readOnlyHint: true, destructiveHint: false },
});
const meta = Object.fromEntries(CALL_META_KEYS.map((key, i) => [key, `valor-${i}`]));
meta.traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** Headers that belong to the connection, not to what the transport decides. */
const CONNECTION_HEADERS = new Set(['host', 'connection', 'content-length', 'keep-alive']);
function sentHeaders(headers: IncomingMessage['headers']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

describe.each(['json', 'sse'] as const)(
  'lean transport against the SDK server (%s answers)',
  (responseMode) => {
    let server: FixtureServer;
    const calls: FixtureCall[] = [];
    let upstreams: ReturnType<typeof leanAndSdkUpstreams>;
    let lean: Upstream;
    let sdk: SdkOracle;
    let listed: ToolDefinition[];

    beforeAll(async () => {
      server = await startFixtureServer({
        responseMode,
        token: TOKEN,
        tools: [
          {
            definition: tool,
            handler: (call) => {
              calls.push(call);
              return { content: [{ type: 'text', text: `ok ${String(call.arguments.documento)}` }] };
            },
          },
        ],
      });
      upstreams = leanAndSdkUpstreams(server, TOKEN);
      ({ lean, sdk } = upstreams);
      listed = await lean.listTools();
    });
    afterAll(async () => {
      await upstreams.close();
      await server.close();
    });

    const request = (documento: string): UpstreamCallRequest => ({
      name: 'consultar_cliente',
      arguments: { documento },
      meta: { ...meta },
      tool: listed[0],
      deadlineMs: 5_000,
      maxRetries: 0,
    });

    it('lists what the SDK transport lists', async () => {
      expect(listed.map((t) => t.name)).toEqual(['consultar_cliente']);
      expect(await sdk.listTools()).toEqual(listed);
    });

    it('is answered by the SDK server with the same headers and the eight _meta keys as the SDK transport', async () => {
      const viaLean = await lean.callTool(request('CC1032456789'));
      const viaSdk = await sdk.callTool(request('CC1032456789'));
      expect(viaLean).toMatchObject({
        status: 'complete',
        attempts: 1,
        result: { content: [{ type: 'text', text: 'ok CC1032456789' }] },
      });
      expect(viaSdk).toEqual(viaLean);

      const [leanCall, sdkCall] = calls.slice(-2);
      for (const key of CALL_META_KEYS) expect(leanCall?.meta[key]).toBe(meta[key]);
      expect(leanCall?.meta).toEqual(sdkCall?.meta);

      const [leanHeaders, sdkHeaders] = server.callHeaders.slice(-2).map(sentHeaders);
      expect(leanHeaders).toEqual(sdkHeaders);
      expect(leanHeaders).toMatchObject({
        authorization: `Bearer ${TOKEN}`,
        'mcp-method': 'tools/call',
        'mcp-name': 'consultar_cliente',
        'mcp-param-documento': 'CC1032456789',
        'mcp-protocol-version': '2026-07-28',
        'content-type': 'application/json',
      });
      expect(leanHeaders).not.toHaveProperty(['x-asixto-attempt']);
    });
  },
);

describe('lean transport: raw answers the SDK server would not give', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  let answer: ((id: string | number, res: ServerResponse) => void) | undefined;

  beforeAll(async () => {
    server = await startFixtureServer({
      tools: [{ definition: tool, handler: () => ({ content: [{ type: 'text', text: 'del servidor' }] }) }],
      intercept: (body, res) => {
        const respond = answer;
        if (body.method !== 'tools/call' || respond === undefined || body.id === undefined) return false;
        answer = undefined; // one raw answer; a retry or a followed redirect reaches the SDK server
        respond(body.id, res);
        return true;
      },
    });
    upstream = createUpstream({
      serverId: 'raw',
      company: 'acme',
      url: server.url,
      devMode: true,
      logger: recordingLogger(),
    });
  });
  afterAll(async () => {
    await upstream.close();
    await server.close();
  });

  const call = (): Promise<unknown> =>
    upstream.callTool({
      name: 'consultar_cliente',
      arguments: { documento: 'CC1' },
      meta: { ...meta },
      deadlineMs: 3_000,
      maxRetries: 0,
    });

  it('reads SSE with CRLF line ends cut anywhere, comments and other events included', async () => {
    answer = (id, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const reply = JSON.stringify({
        jsonrpc: '2.0',
        id,
        result: { resultType: 'complete', content: [{ type: 'text', text: 'á\ny' }] },
      });
      // The reply spans two data lines (joined by a newline, still JSON); the first cut falls
      // between the CR and the LF that end the first of them, the rest every 7 bytes.
      const split = reply.indexOf(',"id"') + 1;
      const [head, tail] = [reply.slice(0, split), reply.slice(split)];
      const text = `: comentario\r\nevent: ping\r\ndata: {}\r\n\r\nid: 1\r\ndata: ${head}\r\ndata: ${tail}\r\n\r\n`;
      const bytes = Buffer.from(text, 'utf8');
      const firstCut = bytes.indexOf(`${head}\r`) + Buffer.byteLength(`${head}\r`);
      let at = 0;
      const next = (): void => {
        const size = at === 0 ? firstCut : 7;
        res.write(bytes.subarray(at, at + size));
        at += size;
        if (at < bytes.length) setTimeout(next, 1);
        else res.end();
      };
      next();
    };
    expect(await call()).toMatchObject({
      status: 'complete',
      result: { content: [{ type: 'text', text: 'á\ny' }] },
    });
  });

  it('reads a long SSE line sent in many small pieces, and lines ended by a lone CR', async () => {
    const text = 'z'.repeat(1024 * 1024);
    answer = (id, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const reply = JSON.stringify({
        jsonrpc: '2.0',
        id,
        result: { resultType: 'complete', content: [{ type: 'text', text }] },
      });
      // Lone CRs end the comment and the event line; the data line arrives 2 KiB at a time and
      // its CR comes alone at the end of a piece, its LF with the blank line in the next.
      const bytes = Buffer.from(`: hola\revent: message\rdata: ${reply}\r`, 'utf8');
      let at = 0;
      const next = (): void => {
        res.write(bytes.subarray(at, at + 2048));
        at += 2048;
        if (at < bytes.length) setImmediate(next);
        else res.end('\n\r\n');
      };
      next();
    };
    expect(await call()).toMatchObject({ status: 'complete', result: { content: [{ type: 'text', text }] } });
  });

  it('drops an event stream its server keeps open after the response', async () => {
    let closed = false;
    answer = (id, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const reply = {
        jsonrpc: '2.0',
        id,
        result: { resultType: 'complete', content: [{ type: 'text', text: 'ok' }] },
      };
      res.write(`data: ${JSON.stringify(reply)}\n\n`);
      // A comment every 50 ms keeps every idle timeout from ever firing.
      const keepAlive = setInterval(() => res.write(': sigo aqui\n\n'), 50);
      res.on('close', () => {
        clearInterval(keepAlive);
        closed = true;
      });
    };
    expect(await call()).toMatchObject({ status: 'complete', result: { content: [{ text: 'ok' }] } });
    await expect.poll(() => closed, { timeout: 5_000 }).toBe(true);
  });

  it('delivers a 400 carrying the request JSON-RPC error as that error, not as an HTTP failure', async () => {
    answer = (id, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: 'bad params' } }));
    };
    expect(await call()).toMatchObject({ status: 'protocol_error', code: 'JSONRPC_-32602' });
  });

  it('follows a same-origin 307 and refuses a redirect to another host', async () => {
    answer = (_id, res) => {
      res.writeHead(307, { location: '/mcp' });
      res.end('x'.repeat(1024 * 1024)); // never read
    };
    expect(await call()).toMatchObject({
      status: 'complete',
      result: { content: [{ text: 'del servidor' }] },
    });
    answer = (_id, res) => {
      res.writeHead(307, { location: server.url.replace('127.0.0.1', 'localhost') });
      res.end();
    };
    expect(await call()).toMatchObject({ status: 'unavailable', code: 'GATEWAY_URL_REFUSED' });
  });

  it('cuts a JSON answer over the call bound without reading it, and is not retried', async () => {
    answer = (_id, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(9 * 1024 * 1024) });
      res.write('{');
    };
    expect(await call()).toMatchObject({ status: 'protocol_error', code: 'RESPONSE_TOO_LARGE', attempts: 1 });
  });
});

describe('lean transport: a server that floods its event streams', () => {
  it('reads events at the server rate, pushing back on the flood and losing none', async () => {
    const FLOOD = 300;
    const server = await startFixtureServer({
      tools: [{ definition: tool, handler: () => ({ content: [{ type: 'text', text: 'ok' }] }) }],
      listChanged: true,
      intercept: (body, res) => {
        if (body.method !== 'subscriptions/listen' || body.id === undefined) return false;
        const _meta = { 'io.modelcontextprotocol/subscriptionId': body.id };
        const event = (message: unknown): string => `data: ${JSON.stringify(message)}\n\n`;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const acknowledged = { notifications: { toolsListChanged: true }, _meta };
        res.write(
          event({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: acknowledged }),
        );
        // Every notification in one write: as fast as the socket takes them.
        res.write(
          event({ jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: { _meta } }).repeat(
            FLOOD,
          ),
        );
        return true;
      },
    });
    const upstream = createUpstream({
      serverId: 'flood',
      company: 'acme',
      url: server.url,
      devMode: true,
      logger: recordingLogger(),
    });
    try {
      let changes = 0;
      const startedAt = performance.now(); // before the stream's first event
      const listener = upstream.listen(() => changes++);
      expect(await listener.ready).toBe(true);
      await expect.poll(() => changes).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A burst, then the rate: never more, however fast the server writes.
      const allowed = EVENT_BURST + ((performance.now() - startedAt) / 1000) * EVENTS_PER_SECOND;
      expect(changes).toBeLessThanOrEqual(Math.ceil(allowed));
      expect(changes).toBeLessThan(FLOOD);
      await expect.poll(() => changes, { timeout: 10_000 }).toBe(FLOOD);
      await listener.close();
    } finally {
      await upstream.close();
      await server.close();
    }
  }, 20_000);
});

describe('lean transport: a server whose answers are large', () => {
  it('reads its answers at the server byte rate, so many large answers slow down only its calls', async () => {
    const CALLS = 16;
    const text = 'x'.repeat(2 * 1024 * 1024);
    const server = await startFixtureServer({
      tools: [{ definition: tool, handler: () => ({ content: [{ type: 'text', text }] }) }],
    });
    const upstream = createUpstream({
      serverId: 'heavy',
      company: 'acme',
      url: server.url,
      devMode: true,
      logger: recordingLogger(),
    });
    try {
      const startedAt = performance.now();
      const doneAt: number[] = [];
      const calls = Array.from({ length: CALLS }, () =>
        upstream
          .callTool({
            name: 'consultar_cliente',
            arguments: { documento: 'CC1' },
            meta: { ...meta },
            deadlineMs: 30_000,
            maxRetries: 0,
          })
          .then((settled) => {
            doneAt.push(performance.now() - startedAt);
            return settled;
          }),
      );
      const settled = await Promise.all(calls);
      expect(settled.every((s) => s.status === 'complete')).toBe(true);
      // By the time each answer was whole, no more than the burst plus the rate had been read.
      const answerBytes = text.length; // at least: the JSON-RPC envelope comes on top
      doneAt.sort((a, b) => a - b);
      doneAt.forEach((at, i) => {
        const allowed = ANSWER_BYTE_BURST + (at / 1000) * ANSWER_BYTES_PER_SECOND;
        expect((i + 1) * answerBytes).toBeLessThanOrEqual(allowed);
      });
      expect(doneAt.at(-1)!).toBeGreaterThan(1000); // 32 MiB at 4 MiB/s after a 16 MiB burst
    } finally {
      await upstream.close();
      await server.close();
    }
  }, 30_000);
});
