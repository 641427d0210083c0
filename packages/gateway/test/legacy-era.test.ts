// A tool server of the 2025 revision (transport wired by hand: `initialize`, no `server/discover`)
// cannot be called by the gateway, which speaks 2026-07-28 only. Its tools are refused as
// `not_certified`, and the log says why, so an operator knows what to fix.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import { recordingLogger, rejectedFor } from './call-fixtures.js';
import { context, tempDir, tenantInput, testGateway } from './gateway-helpers.js';

async function startLegacyServer(): Promise<{ url: string; close(): Promise<void> }> {
  const http: Server = createServer((req, res) => {
    void (async () => {
      const server = new McpServer({ name: 'legacy', version: '1.0.0' });
      server.registerTool(
        'consultar_saldo',
        {
          description: 'Consulta el saldo de la cuenta de un cliente. No la uses para registrar pagos.',
          inputSchema: z.strictObject({}),
          annotations: { readOnlyHint: true, destructiveHint: false },
          _meta: { 'com.asixto/capability': 'facturacion', 'com.asixto/verb': 'consultar el saldo' },
        },
        () => ({ content: [{ type: 'text', text: 'Saldo: 0' }] }),
      );
      const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await server.connect(transport);
      res.on('close', () => void server.close());
      await transport.handleRequest(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

describe('a server that speaks only the 2025 revision', () => {
  const temp = tempDir('gw-legacy-');
  const logger = recordingLogger();
  let legacy: Awaited<ReturnType<typeof startLegacyServer>>;
  let gateway: Gateway;

  beforeAll(async () => {
    legacy = await startLegacyServer();
    gateway = testGateway(temp.dir, { logger });
    await gateway.registerTenant(tenantInput('acme'));
  });

  afterAll(async () => {
    await gateway.close();
    await legacy.close();
    temp.cleanup();
  });

  it('is certified as legacy and failed, and its tools are refused as not certified, saying why', async () => {
    const { certification } = await gateway.registerServer('acme', { url: legacy.url });
    expect(certification).toMatchObject({ era: 'legacy', status: 'failed', certifiedTools: [] });
    const outcome = await gateway.callTool(
      context('acme', { scenario: 'facturacion' }),
      'ext__acme__consultar_saldo',
      {},
    );
    expect(outcome).toMatchObject(rejectedFor('not_certified', 'ext__acme__consultar_saldo'));
    const line = logger.records.find((r) => r.msg === 'tool call' && r.tool === 'consultar_saldo');
    expect(line).toMatchObject({ outcome: 'rejected', rejection: 'not_certified' });
    expect(logger.records.map((r) => r.msg)).toContainEqual(
      expect.stringContaining('speaks only the 2025 revision'),
    );
    // A name no certification ever saw stays unknown.
    const unknown = await gateway.callTool(context('acme'), 'ext__acme__inventada', {});
    expect(unknown).toMatchObject(rejectedFor('unknown_tool', 'ext__acme__inventada'));
  });
});
