import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../src/logger.js';
import { startFixtureServer, toolDefinition, type FixtureServer } from './call-fixtures.js';
import { createUpstream } from '../src/upstream/create-upstream.js';

describe('createUpstream', () => {
  let server: FixtureServer;
  const seenMeta: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startFixtureServer({
      token: 's3cret',
      listChanged: true,
      tools: [
        {
          definition: toolDefinition('consultar_cliente'),
          handler: (call) => {
            seenMeta.push(call.meta);
            return { content: [{ type: 'text', text: `hola ${String(call.arguments.documento)}` }] };
          },
        },
        { definition: toolDefinition('buscar_items'), handler: () => ({ content: [] }) },
      ],
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the raw tools in server order and reuses one connection', async () => {
    const upstream = createUpstream({
      serverId: 'srv1',
      company: 'acme',
      url: server.url,
      token: 's3cret',
      devMode: true,
      logger: createSilentLogger(),
    });
    try {
      const first = await upstream.listTools();
      expect(first.map((t) => t.name)).toEqual(['consultar_cliente', 'buscar_items']);
      expect(first[0]?._meta).toEqual(toolDefinition('consultar_cliente')._meta);
      const settled = await upstream.callTool({
        name: 'consultar_cliente',
        arguments: { documento: 'CC1' },
        meta: { 'com.asixto/requestId': 'r1', 'io.modelcontextprotocol/protocolVersion': '1999-01-01' },
        deadlineMs: 2000,
        maxRetries: 2,
      });
      expect(settled).toMatchObject({ status: 'complete', attempts: 1 });
      await upstream.listTools();
      expect(server.methods.filter((m) => m === 'server/discover')).toHaveLength(1);
      expect(seenMeta[0]).toMatchObject({ 'com.asixto/requestId': 'r1' });
      expect(Object.keys(seenMeta[0] ?? {}).some((k) => k.startsWith('io.modelcontextprotocol/'))).toBe(
        false,
      );
      // Standard headers on the wire; the attempt-correlation header never leaves the gateway.
      const headers = server.callHeaders.at(-1) ?? {};
      expect(headers['mcp-method']).toBe('tools/call');
      expect(headers['mcp-name']).toBe('consultar_cliente');
      expect(headers['mcp-protocol-version']).toBe('2026-07-28');
      expect(headers.authorization).toBe('Bearer s3cret');
      expect(headers['x-asixto-attempt']).toBeUndefined();
    } finally {
      await upstream.close();
    }
  });

  it('is unavailable with a wrong credential, without retrying', async () => {
    const upstream = createUpstream({
      serverId: 'srv2',
      company: 'acme',
      url: server.url,
      token: 'wrong',
      devMode: true,
      logger: createSilentLogger(),
    });
    try {
      const settled = await upstream.callTool({
        name: 'consultar_cliente',
        arguments: { documento: 'CC1' },
        meta: {},
        deadlineMs: 2000,
        maxRetries: 2,
      });
      expect(settled).toMatchObject({ status: 'unavailable', attempts: 1 });
    } finally {
      await upstream.close();
    }
  });

  it('follows toolsListChanged through subscriptions/listen', async () => {
    const upstream = createUpstream({
      serverId: 'srv3',
      company: 'acme',
      url: server.url,
      token: 's3cret',
      devMode: true,
      logger: createSilentLogger(),
    });
    try {
      let changes = 0;
      const changed = new Promise<void>((resolve) => {
        const listener = upstream.listen(() => {
          changes++;
          resolve();
        });
        void listener.ready.then((offered) => {
          expect(offered).toBe(true);
          void server.handler.notify.toolsChanged();
        });
      });
      await changed;
      expect(changes).toBeGreaterThanOrEqual(1);
    } finally {
      await upstream.close();
    }
  });
});
