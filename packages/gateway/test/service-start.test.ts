import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { curlExamples } from '../../../scripts/lib/curl-examples.js';
import { DEV_CREDENTIALS_FILE } from '../../../scripts/lib/dev-credentials.js';
import { runDemo } from '../../../scripts/lib/run-demo.js';
import { startStack } from '../../../scripts/lib/start-stack.js';
import type { Stack } from '../../../scripts/lib/start-stack.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'gw-start-'));
const silent = pino({ level: 'silent' });
const envAdmin = {
  source: 'env',
  keyId: null,
  label: null,
  role: 'platform-admin',
  companies: ['*'],
  expiresAt: null,
} as const;
let stack: Stack | undefined;

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const portOf = (url: string): number => Number(new URL(url).port);

describe('npm start (scripts/lib/start-stack.ts)', () => {
  it('starts everything, creates tenant demo and certifies both servers', async () => {
    stack = await startStack({
      dataDir: dir,
      gatewayPort: 0,
      referencePort: 0,
      verbosePort: 0,
      logger: silent,
    });
    expect(stack.servers.map((s) => [s.label, s.registeredNow])).toEqual([
      ['reference', true],
      ['historial', true],
    ]);
    for (const server of stack.servers) {
      expect(server.certification).toMatchObject({ summary: { blocking: 0 } });
    }
    expect(await stack.service.gateway.getTenant('demo')).toMatchObject({
      currency: 'COP',
      timezone: 'America/Bogota',
    });
  });

  it('makes a runtime key scoped to demo, through POST /v1/keys, kept beside the development tokens', async () => {
    if (!stack) throw new Error('stack not started');
    expect(stack.demoKey).toMatch(/^asxk_/);
    const stored = JSON.parse(readFileSync(join(dir, DEV_CREDENTIALS_FILE), 'utf8')) as {
      demoRuntimeKey?: string;
    };
    expect(stored.demoRuntimeKey).toBe(stack.demoKey);
    const who = await fetch(`${stack.gatewayUrl}/v1/whoami`, {
      headers: { authorization: `Bearer ${stack.demoKey}` },
    });
    expect(await who.json()).toMatchObject({ source: 'key', role: 'runtime', companies: ['demo'] });
    // Any other company is refused.
    const other = await fetch(`${stack.gatewayUrl}/mcp/otra`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.demoKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(other.status).toBe(403);
  });

  it('prints curl commands that work when pasted into a shell', async () => {
    if (!stack) throw new Error('stack not started');
    const [catalog, call] = curlExamples(stack.gatewayUrl, stack.demoKey);
    const catalogOut = JSON.parse((await run('sh', ['-c', catalog!.command])).stdout);
    expect(catalogOut.tools.map((t: { function: { name: string } }) => t.function.name)).toContain(
      'ext__demo__consultar_cliente',
    );
    const callOut = JSON.parse((await run('sh', ['-c', call!.command])).stdout);
    expect(callOut).toMatchObject({ outcome: 'ok', truncated: false });
    expect(callOut.text).toContain('Ana Restrepo');
  });

  it('plays the demo conversation truthfully: one case for the repeated call, a cut result', async () => {
    if (!stack) throw new Error('stack not started');
    const lines: string[] = [];
    const report = await runDemo(stack.gatewayUrl, stack.credentials.runtimeToken, (l) => lines.push(l));
    expect(report).toMatchObject({ sameRadicado: true, truncated: true });
    expect(report.outcomes).toMatchObject({
      consultar_cliente: 'tool_error', // the last one asks for an unknown document
      abrir_caso_soporte: 'ok',
      consultar_historial_cliente: 'ok',
      borrar_todo: 'rejected',
    });
    const db = new Database(join(dir, 'reference.sqlite'), { readonly: true });
    try {
      const row = db.prepare('SELECT COUNT(*) AS n FROM casos WHERE radicado = ?').get(report.radicado) as {
        n: number;
      };
      expect(row.n).toBe(1);
    } finally {
      db.close();
    }
    expect(lines.join('\n')).toContain('mismo radicado');
  });

  it('does not register the servers twice after a restart; it re-certifies them', async () => {
    if (!stack) throw new Error('stack not started');
    const ports = {
      gatewayPort: portOf(stack.gatewayUrl),
      referencePort: portOf(stack.servers[0]!.url),
      verbosePort: portOf(stack.servers[1]!.url),
    };
    const firstIds = stack.servers.map((s) => s.serverId);
    const firstKey = stack.demoKey;
    await stack.close();
    stack = await startStack({ dataDir: dir, ...ports, logger: silent });
    expect(stack.servers.map((s) => [s.serverId, s.registeredNow])).toEqual(
      firstIds.map((id) => [id, false]),
    );
    expect(await stack.service.gateway.listServers('demo')).toHaveLength(2);
    // The same demo key, not a new one per start.
    expect(stack.demoKey).toBe(firstKey);
    expect((await stack.service.access.keys.list(envAdmin)).filter((k) => k.revokedAt === null)).toHaveLength(
      1,
    );
    // The stored (encrypted) upstream token still opens after the restart: calls work.
    const [, call] = curlExamples(stack.gatewayUrl, stack.demoKey);
    const callOut = JSON.parse((await run('sh', ['-c', call!.command])).stdout);
    expect(callOut.outcome).toBe('ok');
  });
});
