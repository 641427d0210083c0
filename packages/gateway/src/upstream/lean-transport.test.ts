// Conformance of the lean transport: what it sends is what the SDK's own Streamable HTTP transport
// sends (same headers, same `_meta`), and the official SDK server answers it, in JSON and SSE mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { CALL_META_KEYS } from '@asixto/contract';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import {
  recordingLogger,
  startFixtureServer,
  toolDefinition,
  type FixtureCall,
  type FixtureServer,
} from '../../test/call-fixtures.js';
import { createUpstream, type Upstream, type UpstreamCallRequest } from './create-upstream.js';
import { guardedFetch, type GuardedFetch } from './guarded-fetch.js';

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
    let lean: Upstream;
    let sdkFetch: GuardedFetch;
    let sdk: Upstream;
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
      const base = {
        company: 'acme',
        url: server.url,
        token: TOKEN,
        devMode: true,
        logger: recordingLogger(),
      };
      lean = createUpstream({ ...base, serverId: 'lean' });
      // An injected fetch keeps the SDK's own transport: the reference for what must be sent.
      sdkFetch = guardedFetch({ devMode: true });
      sdk = createUpstream({ ...base, serverId: 'sdk', fetch: sdkFetch });
      listed = await lean.listTools();
    });
    afterAll(async () => {
      await Promise.all([lean.close(), sdk.close()]);
      await sdkFetch.close();
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
