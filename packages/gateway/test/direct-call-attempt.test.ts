// Conformance of the gateway's one call route (straight over the lean transport, no SDK client
// funnel): what it sends is what the SDK client sends over the SDK's own transport (the oracle), and
// every answer — valid, invalid or hostile — settles as it does through the SDK client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALL_META_KEYS } from '@asixto/contract';
import type { ToolDefinition } from '../src/catalog/tool-definition.js';
import {
  leanAndSdkUpstreams,
  recordingLogger,
  sdkOracle,
  startFixtureServer,
  toolDefinition,
  type FixtureCall,
  type FixtureServer,
  type SdkOracle,
} from './call-fixtures.js';
import { createUpstream, type Upstream, type UpstreamCallRequest } from '../src/upstream/create-upstream.js';

const TOKEN = 'direct-call-token-0123456789';
const schema = (header: boolean) => ({
  type: 'object' as const,
  additionalProperties: false,
  required: ['documento'],
  properties: {
    documento: { type: 'string', maxLength: 20, ...(header ? { 'x-mcp-header': 'Documento' } : {}) },
  },
});
// The second tool mirrors an `x-mcp-header` argument into a `Mcp-Param-Documento` header.
const direct = toolDefinition('consultar_cliente', { inputSchema: schema(false) });
const withHeader = toolDefinition('consultar_con_cabecera', { inputSchema: schema(true) });
const meta = Object.fromEntries(CALL_META_KEYS.map((key, i) => [key, `valor-${i}`]));
meta.traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

const CONNECTION_HEADERS = new Set(['host', 'connection', 'content-length', 'keep-alive']);
function sentHeaders(headers: IncomingMessage['headers']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

function request(tool: ToolDefinition, deadlineMs = 3_000): UpstreamCallRequest {
  return {
    name: tool.name,
    arguments: { documento: 'CC1032456789' },
    meta: { ...meta },
    tool,
    deadlineMs,
    maxRetries: 0,
  };
}

describe.each(['json', 'sse'] as const)(
  'direct calls against the SDK server (%s answers)',
  (responseMode) => {
    let server: FixtureServer;
    const calls: FixtureCall[] = [];
    let upstreams: ReturnType<typeof leanAndSdkUpstreams>;
    let lean: Upstream;
    let sdk: SdkOracle;

    beforeAll(async () => {
      server = await startFixtureServer({
        responseMode,
        token: TOKEN,
        tools: [direct, withHeader].map((definition) => ({
          definition,
          handler: (call: FixtureCall) => {
            calls.push(call);
            return {
              content: [{ type: 'text' as const, text: `ok ${String(call.arguments.documento)}` }],
              structuredContent: { documento: call.arguments.documento },
            };
          },
        })),
      });
      upstreams = leanAndSdkUpstreams(server, TOKEN);
      ({ lean, sdk } = upstreams);
      // The first call of an upstream connects it; later ones take the direct path.
      await Promise.all([lean.callTool(request(direct)), sdk.callTool(request(direct))]);
    });
    afterAll(async () => {
      await upstreams.close();
      await server.close();
    });

    it('sends the headers and _meta the SDK client sends, and settles the same way', async () => {
      const viaDirect = await lean.callTool(request(direct));
      const viaSdk = await sdk.callTool(request(direct));
      expect(viaDirect).toMatchObject({
        status: 'complete',
        attempts: 1,
        result: {
          content: [{ type: 'text', text: 'ok CC1032456789' }],
          structuredContent: { documento: 'CC1032456789' },
        },
      });
      expect(viaSdk).toEqual(viaDirect);
      const [directCall, sdkCall] = calls.slice(-2);
      for (const key of CALL_META_KEYS) expect(directCall?.meta[key]).toBe(meta[key]);
      expect(directCall?.meta).toEqual(sdkCall?.meta);
      const [directHeaders, sdkHeaders] = server.callHeaders.slice(-2).map(sentHeaders);
      expect(directHeaders).toEqual(sdkHeaders);
      expect(directHeaders).toMatchObject({ 'mcp-method': 'tools/call', 'mcp-name': 'consultar_cliente' });
    });

    it('mirrors an x-mcp-header argument into the header the SDK client sends', async () => {
      const viaDirect = await lean.callTool(request(withHeader));
      const viaSdk = await sdk.callTool(request(withHeader));
      expect(viaDirect).toMatchObject({ status: 'complete', attempts: 1 });
      expect(viaSdk).toEqual(viaDirect);
      const [directHeaders, sdkHeaders] = server.callHeaders.slice(-2).map(sentHeaders);
      expect(directHeaders).toEqual(sdkHeaders);
      expect(directHeaders).toMatchObject({ 'mcp-param-documento': 'CC1032456789' });
      // A value that is not a safe field value is base64-wrapped, as SEP-2243 asks.
      const accented = { ...request(withHeader), arguments: { documento: 'Ñandú 1' } };
      await lean.callTool(accented);
      await sdk.callTool(accented);
      const [directAccented, sdkAccented] = server.callHeaders.slice(-2).map(sentHeaders);
      expect(directAccented).toEqual(sdkAccented);
      expect(directAccented?.['mcp-param-documento']).toMatch(/^=\?base64\?/);
    });

    it('runs concurrent calls on one connection without mixing their answers', async () => {
      const documents = Array.from({ length: 24 }, (_, i) => `CC${1000 + i}`);
      const settled = await Promise.all(
        documents.map((documento) => lean.callTool({ ...request(direct), arguments: { documento } })),
      );
      expect(settled.map((s) => (s.status === 'complete' ? s.result.structuredContent : s))).toEqual(
        documents.map((documento) => ({ documento })),
      );
    });
  },
);

/** One raw answer to a `tools/call`, by the request's JSON-RPC id. */
type RawAnswer = (id: string | number, res: ServerResponse) => void;

const json =
  (body: unknown, status = 200): RawAnswer =>
  (_id, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
const result =
  (value: unknown): RawAnswer =>
  (id, res) =>
    json({ jsonrpc: '2.0', id, result: value })(id, res);
const events =
  (...messages: ((id: string | number) => unknown)[]): RawAnswer =>
  (id, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const message of messages) res.write(`event: message\ndata: ${JSON.stringify(message(id))}\n\n`);
    res.end();
  };
const complete = { resultType: 'complete', content: [{ type: 'text', text: 'hola' }] };

const ANSWERS: Record<string, RawAnswer> = {
  'a complete result with structured content': result({ ...complete, structuredContent: { a: 1 } }),
  'unknown keys at the top and in a block': result({
    ...complete,
    extra: 1,
    _meta: { 'com.acme/x': 1 },
    content: [{ type: 'text', text: 'hola', extra: true }],
  }),
  'structured content that is not an object': result({ ...complete, structuredContent: 42 }),
  'an isError result': result({ ...complete, isError: true }),
  'isError that is not a boolean': result({ ...complete, isError: 'yes' }),
  'no resultType': result({ content: [{ type: 'text', text: 'hola' }] }),
  'a resultType that is not a string': result({ ...complete, resultType: 5 }),
  'input_required with a request state': result({ resultType: 'input_required', requestState: 's' }),
  'input_required with nothing': result({ resultType: 'input_required' }),
  'an unknown resultType': result({ ...complete, resultType: 'task' }),
  'no content': result({ resultType: 'complete' }),
  'content that is not an array': result({ resultType: 'complete', content: 'hola' }),
  'a block of an unknown type': result({ resultType: 'complete', content: [{ type: 'video', url: 'x' }] }),
  'a text block without text': result({ resultType: 'complete', content: [{ type: 'text', text: 7 }] }),
  'an image block': result({
    resultType: 'complete',
    content: [{ type: 'image', data: 'aGk=', mimeType: 'image/png' }],
  }),
  'a result that is an array': result([]),
  'a result that is null': result(null),
  'a JSON-RPC error': (id, res) =>
    json({ jsonrpc: '2.0', id, error: { code: -32602, message: 'malo', data: { campo: 'x' } } })(id, res),
  'a JSON-RPC error without a message': (id, res) =>
    json({ jsonrpc: '2.0', id, error: { code: -32000 } })(id, res),
  'an HTTP 400 carrying the JSON-RPC error': (id, res) =>
    json({ jsonrpc: '2.0', id, error: { code: -32600, message: 'no' } }, 400)(id, res),
  'an HTTP 500': json({ error: 'boom' }, 500),
  'an HTTP 404': json({}, 404),
  'a body that is not JSON': json('{"jsonrpc":"2.0",'),
  'JSON that is not JSON-RPC': json({ hola: 1 }),
  'a batch with a notification and the response': (id, res) =>
    json([
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } },
      { jsonrpc: '2.0', id, result: complete },
    ])(id, res),
  'a plain-text body': (_id, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hola');
  },
  'events: a notification, then the response': events(
    () => ({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 1 } }),
    (id) => ({ jsonrpc: '2.0', id, result: complete }),
  ),
  'events: the stream ends before the response': events(() => ({
    jsonrpc: '2.0',
    method: 'notifications/message',
    params: { level: 'info', data: 'x' },
  })),
  'events: a response to another request, then the end': events(() => ({
    jsonrpc: '2.0',
    id: 'otro',
    result: complete,
  })),
  'events: an invalid result': events((id) => ({ jsonrpc: '2.0', id, result: { resultType: 'complete' } })),
};

/** Answers on which the SDK client waits for its deadline (typescript-sdk#2739) and the route does not. */
const SDK_WAITS = new Set([
  'events: the stream ends before the response',
  'events: a response to another request, then the end',
]);

describe('direct calls settle every answer as the SDK client does', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  let oracle: SdkOracle;
  let answer: RawAnswer | undefined;

  beforeAll(async () => {
    server = await startFixtureServer({
      tools: [direct].map((definition) => ({
        definition,
        handler: () => ({ content: [{ type: 'text', text: 'del servidor' }] }),
      })),
      intercept: (body, res) => {
        if (body.method !== 'tools/call' || answer === undefined || body.id === undefined) return false;
        answer(body.id, res);
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
    oracle = sdkOracle(server.url);
    await Promise.all([upstream.callTool(request(direct)), oracle.callTool(request(direct))]);
  });
  afterAll(async () => {
    await Promise.all([upstream.close(), oracle.close()]);
    await server.close();
  });

  // The message of a protocol error is debug detail, worded by whichever side found the fault.
  const plain = (settled: Awaited<ReturnType<Upstream['callTool']>>) =>
    'message' in settled ? { ...settled, message: '' } : settled;

  for (const [name, raw] of Object.entries(ANSWERS)) {
    it(name, async () => {
      answer = raw;
      const viaDirect = plain(await upstream.callTool(request(direct)));
      if (SDK_WAITS.has(name)) {
        // The route sees the stream end before the response: a dropped connection, retried.
        expect(viaDirect).toMatchObject({ status: 'unavailable', code: 'SSE_STREAM_DROPPED' });
        expect(await oracle.callTool(request(direct, 300))).toMatchObject({ status: 'timeout' });
        return;
      }
      expect(viaDirect).toEqual(plain(await oracle.callTool(request(direct))));
    });
  }

  it('fails fast where the SDK client would wait for its deadline: a 202 or a JSON answer without the response', async () => {
    for (const raw of [
      (_id: string | number, res: ServerResponse) => res.writeHead(202).end(),
      json({ jsonrpc: '2.0', id: 'otro', result: complete }),
    ]) {
      answer = raw;
      const started = performance.now();
      expect(plain(await upstream.callTool(request(direct)))).toMatchObject({
        status: 'protocol_error',
        attempts: 1,
      });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(await oracle.callTool(request(direct, 300))).toMatchObject({ status: 'timeout' });
    }
  });

  it('ends at the deadline while the answer never comes, and leaves nothing pending', async () => {
    answer = (_id, res) => res.writeHead(200, { 'content-type': 'text/event-stream' });
    expect(await upstream.callTool(request(direct, 200))).toMatchObject({ status: 'timeout', attempts: 1 });
    answer = undefined;
    expect(await upstream.callTool(request(direct))).toMatchObject({ status: 'complete' });
  });
});
