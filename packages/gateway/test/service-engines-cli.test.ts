// `asixto-gateway serve` on PostgreSQL: starts on a reachable database, and exits 2 with one line
// when the database cannot be used.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from './call-fixtures.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY } from './service-helpers.js';
import { createTestDatabase, requireServices } from './support/services.js';
import type { TestDatabase } from './support/services.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const cli = join(root, 'packages', 'gateway', 'src', 'cli.ts');
const dir = mkdtempSync(join(tmpdir(), 'gw-engines-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await Promise.all(databases.map((d) => d.drop()));
});

function serve(env: Record<string, string>) {
  const child = spawn(tsx, [cli, 'serve'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: join(dir, 'data'),
      GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
      GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
      GATEWAY_SECRET_KEY: SECRET_KEY,
      GATEWAY_DEV_MODE: '1',
      GATEWAY_LANG: 'en',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => stdout, err: () => stderr };
}

const up = await requireServices(['postgres']);

describe('asixto-gateway serve with GATEWAY_DATABASE_URL', () => {
  it('exits 2 with one line naming the database when it cannot be reached', async () => {
    const port = await closedPort();
    const run = serve({ GATEWAY_DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/gw` });
    expect(await run.exit).toBe(2);
    const lines = run.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`PostgreSQL registry (127.0.0.1:${port})`);
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(run.err()).not.toContain('hunter2');
  });

  it('exits 2 with one line naming Redis when it cannot be reached', async () => {
    const port = await closedPort();
    const run = serve({
      GATEWAY_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      GATEWAY_REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    expect(await run.exit).toBe(2);
    const lines = run.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Redis (127.0.0.1:${port}) cannot be used`);
  });

  it('exits 2 when Redis is configured without PostgreSQL', async () => {
    const run = serve({ GATEWAY_REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(await run.exit).toBe(2);
    // Configuration problems are listed before the language setting is known to be valid: Spanish.
    expect(run.err()).toContain('GATEWAY_REDIS_URL necesita GATEWAY_DATABASE_URL');
  });

  it.skipIf(!up.postgres)('serves with its registry in PostgreSQL, nothing on its own disk', async () => {
    const database = await createTestDatabase('serve');
    databases.push(database);
    const run = serve({ GATEWAY_DATABASE_URL: database.url, GATEWAY_INSTANCE_ID: 'gw-test-a' });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const line = run
            .out()
            .split('\n')
            .find((l) => l.includes('gateway service listening'));
          if (line) {
            clearInterval(timer);
            const entry = JSON.parse(line) as { url: string; instance?: string };
            expect(entry.instance).toBe('gw-test-a');
            resolve(entry.url);
          }
        }, 50);
        void run.exit.then((code) => {
          clearInterval(timer);
          reject(new Error(`exited ${code}: ${run.err()}`));
        });
      });
      const created = await fetch(`${url}/v1/tenants`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ company: 'acme', name: 'Acme', currency: 'COP', timezone: 'UTC' }),
      });
      expect(created.status).toBeLessThan(300);
      const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(await metrics.text()).toContain('gateway_instance="gw-test-a"');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ company: string; application_name: string }>(
          `SELECT t.company, a.application_name FROM tenants t
           CROSS JOIN (SELECT application_name FROM pg_stat_activity
                       WHERE datname = current_database() AND application_name = 'gw-test-a' LIMIT 1) a`,
        );
        expect(rows).toEqual([{ company: 'acme', application_name: 'gw-test-a' }]);
      } finally {
        await client.end();
      }
    } finally {
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    }
  });
});
