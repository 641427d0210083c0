// Interoperability: the MCP Inspector's CLI (`@modelcontextprotocol/inspector --cli`, a client we
// did not write) lists and calls the demo tenant's tools through the gateway's MCP endpoint. It is
// installed from the npm registry into a temporary folder when this file runs (not a devDependency:
// its ~88 packages would cost every install), and only on Node >= 22, the version it declares.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';

const run = promisify(execFile);
const INSPECTOR_PACKAGE = '@modelcontextprotocol/inspector@2.12.0';
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
const SKIP_REASON =
  NODE_MAJOR < 22 ? `MCP Inspector test skipped: it needs Node >= 22, this is ${process.version}` : undefined;
if (SKIP_REASON !== undefined) console.warn(SKIP_REASON);
const RUNTIME_TOKEN = 'rt_inspector_0123456789abcdef';
const UPSTREAM_TOKEN = 'up_inspector_0123456789abcdef';

let dir: string;
let inspectorBin: string;
let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let service: GatewayService;
let base: string;

/** Runs the Inspector CLI; returns its JSON. */
async function inspector(args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [inspectorBin, '--cli', ...args], { timeout: 60_000 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** Installs the Inspector into `prefix` with the npm beside this node (its scripts not run). */
async function installInspector(prefix: string): Promise<string> {
  mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-save',
      INSPECTOR_PACKAGE,
    ],
    // Outside the workspace: npm must not take this repository's root for the prefix's project.
    { cwd: prefix, timeout: 240_000, env: { ...process.env, npm_config_workspaces: 'false' } },
  );
  return join(prefix, 'node_modules', '@modelcontextprotocol', 'inspector', packageBin(prefix));
}

/** The `inspector` bin's path inside its package, as its package.json declares it. */
function packageBin(prefix: string): string {
  const manifest = JSON.parse(
    readFileSync(join(prefix, 'node_modules', '@modelcontextprotocol', 'inspector', 'package.json'), 'utf8'),
  ) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin['inspector'];
  if (bin === undefined) throw new Error('the Inspector package declares no `inspector` bin');
  return bin;
}

beforeAll(async () => {
  if (SKIP_REASON !== undefined) return;
  dir = mkdtempSync(join(tmpdir(), 'asixto-inspector-'));
  inspectorBin = await installInspector(join(dir, 'inspector'));
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
  // The registry download: tens of seconds, minutes on a slow link or a busy machine.
}, 300_000);

afterAll(async () => {
  await service?.close();
  await reference?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(SKIP_REASON !== undefined)('MCP Inspector CLI against /mcp/{company}', () => {
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
