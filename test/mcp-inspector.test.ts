// Interoperability: the MCP Inspector's CLI (`@modelcontextprotocol/inspector --cli`, a client we
// did not write) lists and calls the demo tenant's tools through the gateway's MCP endpoint.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const INSPECTOR = join(root, 'node_modules', '.bin', 'inspector');
const RUNTIME_TOKEN = 'rt_inspector_0123456789abcdef';
const UPSTREAM_TOKEN = 'up_inspector_0123456789abcdef';

let dir: string;
let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let service: GatewayService;
let base: string;

/** Runs the Inspector CLI (the declared Node ≥ 22 is not needed for `--cli`); returns its JSON. */
async function inspector(args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [INSPECTOR, '--cli', ...args], { timeout: 20_000 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'asixto-inspector-'));
  const silent = pino({ level: 'silent' });
  reference = await startReferenceServer({
    tokens: [UPSTREAM_TOKEN],
    databasePath: join(dir, 'reference.sqlite'),
    logger: silent,
  });
  service = createGatewayService(
    {
      ...CONFIG_DEFAULTS,
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'gateway'),
      runtimeTokens: [RUNTIME_TOKEN],
      adminTokens: ['adm_inspector_0123456789abcdef'],
      secretKey: 'b2'.repeat(32),
      devMode: true,
    },
    { logger: silent, defaultMetrics: false },
  );
  base = await service.listen();
  await service.gateway.registerTenant({
    company: 'demo',
    name: 'Demo',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  await service.gateway.registerServer('demo', { url: reference.url, token: UPSTREAM_TOKEN });
});

afterAll(async () => {
  await service?.close();
  await reference?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('MCP Inspector CLI against /mcp/{company}', () => {
  it('lists the tools of a context given in the query string', async () => {
    const listed = await inspector([
      `${base}/mcp/demo?channel=chat&scenario=general&agentLevel=read`,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${RUNTIME_TOKEN}`,
      '--method',
      'tools/list',
    ]);
    const expected = await service.gateway.catalogFor({
      company: 'demo',
      conversationId: 'cnv_inspector',
      channel: 'chat',
      scenario: 'general',
      agentLevel: 'read',
    });
    const names = (listed.tools as { name: string }[]).map((t) => t.name);
    expect(names).toEqual(expected.tools.map((t) => t.name));
    expect(names).toContain('ext__demo__consultar_cliente');
  });

  it('calls a tool with the context in _meta (--metadata)', async () => {
    const result = await inspector([
      `${base}/mcp/demo`,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${RUNTIME_TOKEN}`,
      '--metadata',
      'com.asixto/channel=chat',
      'com.asixto/scenario=general',
      'com.asixto/agentLevel=read',
      '--method',
      'tools/call',
      '--tool-name',
      'ext__demo__consultar_cliente',
      '--tool-arg',
      'documento=CC1032456789',
    ]);
    expect(result.isError).toBeFalsy();
    expect(result._meta).toMatchObject({ 'com.asixto/outcome': 'ok' });
    expect(result.structuredContent).toMatchObject({ documento: 'CC1032456789', nombre: 'Ana Restrepo' });
  });
});
