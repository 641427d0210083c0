// createToolServer over MCP: discovery, metadata, channels, idempotent writes, errors, eras.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import {
  call,
  connect,
  crear,
  leer,
  logged,
  meta,
  notas,
  seenMeta,
  server,
  url,
  useNotasServer,
} from './notas-server.js';
import type { CallResult } from './notas-server.js';

useNotasServer();

describe('createToolServer: MCP', () => {
  it('answers server/discover and lists exactly what defineTool checked, in order', async () => {
    const client = await connect();
    expect(client.getDiscoverResult()?.supportedVersions).toContain('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['leer_nota', 'crear_nota']);
    expect(tools[0]).toEqual(leer.listed);
    expect(tools[1]).toEqual(crear.listed);
    await client.close();
  });

  it('hands the handler the typed metadata', async () => {
    const client = await connect();
    await call(client, 'leer_nota', { limit: null }, meta({ 'com.asixto/priceListId': 'pl_mayorista' }));
    expect(seenMeta).toEqual({
      idempotencyKey: null,
      conversationId: 'cnv_1',
      requestId: 'req_1',
      channel: 'chat',
      companyId: 'demo',
      priceListId: 'pl_mayorista',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    const bad = await call(client, 'leer_nota', {}, meta({ 'com.asixto/channel': 'fax' }));
    expect(bad.structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    await client.close();
  });

  it('voice: at most 3 items, no URL, no markdown', async () => {
    const client = await connect();
    const result = await call(client, 'leer_nota', { limit: 10 }, meta({ 'com.asixto/channel': 'voice' }));
    expect((result.structuredContent?.['items'] as unknown[]).length).toBe(3);
    expect(result.content[0]?.text).not.toMatch(/https?:|\*\*/);
    expect(result.content[0]?.text.length).toBeLessThanOrEqual(400);
    await client.close();
  });

  it('a write without an idempotency key is VALIDATION with no effect', async () => {
    const client = await connect();
    const before = notas();
    const result = await call(client, 'crear_nota', { texto: 'a', dueno: 'CC1' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    expect(notas()).toBe(before);
    await client.close();
  });

  it('ten concurrent calls with one key: one effect, one result', async () => {
    const client = await connect();
    const before = notas();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          client,
          'crear_nota',
          { texto: 'hola', dueno: 'CC1' },
          meta({ 'com.asixto/idempotencyKey': 'k-conc' }),
        ),
      ),
    );
    expect(notas()).toBe(before + 1);
    expect(new Set(results.map((r) => JSON.stringify(r.structuredContent))).size).toBe(1);
    expect(results.every((r) => !r.isError)).toBe(true);
    await client.close();
  });

  it('a failed call rolls back its effect and does not burn its key', async () => {
    const client = await connect();
    const before = notas();
    const key = meta({ 'com.asixto/idempotencyKey': 'k-fail' });
    const blocked = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1', simular: 'falla' }, key);
    expect(blocked.structuredContent).toEqual({
      error: { error_type: 'BLOCKER', user_message: 'No se puede ahora.' },
    });
    const denied = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC2' }, key);
    expect(denied.structuredContent).toMatchObject({ error: { error_type: 'PERMISSION' } });
    expect(notas()).toBe(before);
    const done = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1' }, key);
    expect(done.isError).toBeFalsy();
    expect(notas()).toBe(before + 1);
    await client.close();
  });

  it('invalid arguments get the page-06 VALIDATION shape, before any claim', async () => {
    const client = await connect();
    const before = notas();
    const key = meta({ 'com.asixto/idempotencyKey': 'k-invalid' });
    const bad = await call(client, 'crear_nota', { texto: 'x'.repeat(101), dueno: 'CC1', extra: 1 }, key);
    expect(bad.isError).toBe(true);
    const error = bad.structuredContent?.['error'] as { error_type: string; user_message: string };
    expect(error.error_type).toBe('VALIDATION');
    expect(error.user_message).toContain('texto');
    expect(JSON.parse(bad.content[0]?.text ?? '')).toEqual({
      error: { error_type: 'VALIDATION', user_message: error.user_message },
    });
    expect(notas()).toBe(before);
    const good = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1' }, key);
    expect(good.isError).toBeFalsy();
    await client.close();
  });

  it('a thrown exception is SYSTEM with a generic Spanish message; the detail stays in the log', async () => {
    const client = await connect();
    logged.length = 0;
    const result = await call(
      client,
      'crear_nota',
      { texto: 'x', dueno: 'CC1', simular: 'explota' },
      meta({ 'com.asixto/idempotencyKey': 'k-x' }),
    );
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { error_type: 'SYSTEM' } });
    expect(JSON.stringify(result)).not.toContain('secret stack detail');
    expect(result.content[0]?.text).toMatch(/problema técnico/);
    expect(logged.join('')).toContain('secret stack detail');
    await client.close();
  });

  it('serves 2025-era clients statelessly', async () => {
    const legacy = new Client({ name: 'legacy', version: '1' });
    await legacy.connect(
      new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { authorization: 'Bearer token-a' } },
      }),
    );
    expect(legacy.getProtocolEra()).toBe('legacy');
    expect((await legacy.listTools()).tools.map((t) => t.name)).toEqual(['leer_nota', 'crear_nota']);
    const result = (await legacy.callTool({ name: 'leer_nota', arguments: { limit: 2 } })) as CallResult;
    expect((result.structuredContent?.['items'] as unknown[]).length).toBe(2);
    await legacy.close();
  });

  it('notifyToolsChanged reaches a subscribed client', async () => {
    const client = await connect();
    let notified!: () => void;
    const arrived = new Promise<void>((resolve) => (notified = resolve));
    client.setNotificationHandler('notifications/tools/list_changed', () => notified());
    const subscription = await client.listen({ toolsListChanged: true });
    server.notifyToolsChanged();
    await arrived;
    await subscription.close();
    await client.close();
  });
});
