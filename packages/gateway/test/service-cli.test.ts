import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY } from './service-helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const cli = join(root, 'packages', 'gateway', 'src', 'cli.ts');
const dir = mkdtempSync(join(tmpdir(), 'gw-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `asixto-gateway` (from its sources) with exactly this environment. */
function start(args: string[], env: Record<string, string>) {
  const child = spawn(tsx, [cli, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => stdout, err: () => stderr };
}

describe('asixto-gateway serve', () => {
  it('exits with code 2 and lists every configuration problem', async () => {
    const run = start(['serve'], { GATEWAY_RUNTIME_TOKENS: 'short', GATEWAY_PORT: 'http' });
    expect(await run.exit).toBe(2);
    const err = run.err();
    expect(err).toContain('La configuración del gateway no es válida (4 problema(s))');
    expect(err).toContain('GATEWAY_PORT');
    expect(err).toContain('GATEWAY_RUNTIME_TOKENS');
    expect(err).toContain('Falta GATEWAY_ADMIN_TOKENS');
    expect(err).toContain('Falta GATEWAY_SECRET_KEY');
  });

  it('serves with a valid configuration, logs JSON, and shuts down cleanly on SIGTERM', async () => {
    const run = start(['serve'], {
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: join(dir, 'data'),
      GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
      GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
      GATEWAY_SECRET_KEY: SECRET_KEY,
    });
    // The first log line says where it listens.
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const line = run
          .out()
          .split('\n')
          .find((l) => l.includes('gateway service listening'));
        if (line) {
          clearInterval(timer);
          resolve((JSON.parse(line) as { url: string }).url);
        }
      }, 50);
      void run.exit.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited ${code}: ${run.err()}`));
      });
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const unauthorized = await fetch(`${url}/metrics`);
    expect(unauthorized.status).toBe(401);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.out()).toContain('"msg":"shutting down"');
  });
});
