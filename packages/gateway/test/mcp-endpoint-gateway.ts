// The gateway the MCP endpoint's tests share: a real gateway service, the reference server and a
// tool server whose catalog the tests change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import pino from 'pino';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { GatewayContextInput } from '@asixto/gateway';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { RUNTIME_TOKEN, UPSTREAM_TOKEN, memoryLogger, testConfig } from './service-helpers.js';

export let dir: string;
export let reference: Awaited<ReturnType<typeof startReferenceServer>>;
export let toolServer: TestToolServer;
export let service: GatewayService;
export let base: string;
export const logs = memoryLogger();
export const clients: Client[] = [];

export const meta = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  'com.asixto/conversationId': 'cnv_mcp_1',
  'com.asixto/channel': 'chat',
  'com.asixto/scenario': 'soporte',
  'com.asixto/agentLevel': 'write',
  ...over,
});

export const libraryContext = (over: Partial<GatewayContextInput> = {}): GatewayContextInput => ({
  company: 'demo',
  conversationId: 'cnv_mcp_1',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'write',
  ...over,
});

export async function pinned(company = 'demo'): Promise<Client> {
  const client = await connectPinnedClient(`${base}/mcp/${company}`, {
    token: RUNTIME_TOKEN,
    name: 'mcp-test',
  });
  clients.push(client);
  return client;
}

/** A stock MCP host: default version negotiation, only a URL and a bearer token configured. */
export async function stock(query: string): Promise<Client> {
  const client = new Client({ name: 'stock-host', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp/demo?${query}`), {
    requestInit: { headers: { authorization: `Bearer ${RUNTIME_TOKEN}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

export async function eventually(check: () => Promise<void> | void, timeoutMs = 8_000): Promise<void> {
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

/**
 * Starts, for the calling test file, a gateway service with the reference server registered for
 * `demo` and a test tool server for `rug` (both certified), and closes them and every client after.
 */
export function useMcpGateway(): void {
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
}
