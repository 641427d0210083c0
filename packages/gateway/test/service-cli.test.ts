import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/create-gateway.js';
import { createSilentLogger } from '../src/logger.js';
import { REGISTRY_FILE } from '../src/service/create-gateway-service.js';
import { closedPort } from './call-fixtures.js';
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

/** The stored credential of a registered server, sealed with `secretKey`, in `dataDir`. */
async function registryWithCredential(dataDir: string, secretKey: string): Promise<void> {
  const gateway = createGateway({
    databasePath: join(dataDir, REGISTRY_FILE),
    secretKey,
    devMode: true,
    logger: createSilentLogger(),
    certifyTimeoutMs: 1_000,
  });
  await gateway.registerTenant({
    company: 'acme',
    name: 'Acme',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  // Nothing listens there: certification fails, the row and its sealed token stay.
  await gateway.registerServer('acme', {
    url: `http://127.0.0.1:${await closedPort()}/mcp`,
    token: 'tok-0123456789abcdef',
  });
  await gateway.close();
}

const serveEnv = (dataDir: string, secretKey = SECRET_KEY): Record<string, string> => ({
  GATEWAY_PORT: '0',
  GATEWAY_DATA_DIR: dataDir,
  GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
  GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
  GATEWAY_SECRET_KEY: secretKey,
});

describe('asixto-gateway serve', () => {
  it('exits 2 with one line, no stack, when the stored credentials need another secret key', async () => {
    const dataDir = join(dir, 'other-key');
    await registryWithCredential(dataDir, 'b2'.repeat(32));
    const run = start(['serve'], serveEnv(dataDir));
    expect(await run.exit).toBe(2);
    expect(run.err()).toContain('GATEWAY_SECRET_KEY');
    expect(run.err()).not.toMatch(/\n\s+at /);
    expect(run.err().trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 naming the cause when the registry is not a database', async () => {
    const dataDir = join(dir, 'corrupt');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, REGISTRY_FILE), 'this is not sqlite '.repeat(200));
    const run = start(['serve'], serveEnv(dataDir));
    expect(await run.exit).toBe(2);
    expect(run.err()).toContain(dataDir);
    expect(run.err()).toMatch(/not a database/);
    expect(run.err()).not.toMatch(/\n\s+at /);
  });

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
    // What the registry holds is this user's only.
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'data', REGISTRY_FILE)).mode & 0o777).toBe(0o600);
    const unauthorized = await fetch(`${url}/metrics`);
    expect(unauthorized.status).toBe(401);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.out()).toContain('"msg":"shutting down"');
  });
});
