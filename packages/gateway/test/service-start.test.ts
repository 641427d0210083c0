import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { curlExamples } from '../../../scripts/lib/curl-examples.js';
import { runDemo } from '../../../scripts/lib/run-demo.js';
import { startStack } from '../../../scripts/lib/start-stack.js';
import type { Stack } from '../../../scripts/lib/start-stack.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'gw-start-'));
const silent = pino({ level: 'silent' });
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

  it('prints curl commands that work when pasted into a shell', async () => {
    if (!stack) throw new Error('stack not started');
    const [catalog, call] = curlExamples(stack.gatewayUrl, stack.credentials.runtimeToken);
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
    await stack.close();
    stack = await startStack({ dataDir: dir, ...ports, logger: silent });
    expect(stack.servers.map((s) => [s.serverId, s.registeredNow])).toEqual(
      firstIds.map((id) => [id, false]),
    );
    expect(await stack.service.gateway.listServers('demo')).toHaveLength(2);
    // The stored (encrypted) upstream token still opens after the restart: calls work.
    const [, call] = curlExamples(stack.gatewayUrl, stack.credentials.runtimeToken);
    const callOut = JSON.parse((await run('sh', ['-c', call!.command])).stdout);
    expect(callOut.outcome).toBe('ok');
  });
});
