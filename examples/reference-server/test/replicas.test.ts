// Two replicas of the reference server, each its own process, on ONE PostgreSQL database behave
// as one server: concurrent duplicates spread over both open one case, the stored answer survives
// a restart of both, and the certifier's idempotency probe passes through a round-robin balancer.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certify } from '@asixto/certify';
import { SEED_CASOS, SEED_CLIENTES, SEED_ITEMS } from '@asixto/reference-server';
import { createTestDatabase, requireServices } from '../../../packages/toolkit/test/support/services.js';
import type { TestDatabase } from '../../../packages/toolkit/test/support/services.js';
import { callMeta, connectClient } from './reference-client.js';
import type { CallResult } from './reference-client.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

const TOKEN = 'replica-token';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const servicesUp = (await requireServices(['postgres'])).postgres;

interface Replica {
  process: ChildProcess;
  url: string;
  stopped: Promise<number | null>;
}

describe.skipIf(!servicesUp)('reference server: two replicas on one PostgreSQL database', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const running = new Set<Replica>();

  /** Starts `main.ts` as an operator would, with DATABASE_URL; resolves once it listens. */
  function startReplica(): Promise<Replica> {
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ASIXTO_TOKENS: TOKEN,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stopped = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let output = '';
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    return new Promise<Replica>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        output += `${line}\n`;
        try {
          const entry = JSON.parse(line) as { msg?: string; url?: string };
          if (entry.msg === 'tool server listening' && entry.url) {
            const replica = { process: child, url: entry.url, stopped };
            running.add(replica);
            resolve(replica);
          }
        } catch {
          // not a log line
        }
      });
      void stopped.then((code) => reject(new Error(`replica exited (${code}) before listening:\n${output}`)));
    });
  }

  async function stop(replica: Replica): Promise<void> {
    replica.process.kill('SIGTERM');
    await replica.stopped;
    running.delete(replica);
  }

  const countCasos = async (): Promise<number> =>
    Number((await pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM casos')).rows[0]?.n);

  beforeAll(async () => {
    database = await createTestDatabase('reference');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // pool.end() resolves once its clients are asked to close, not once they have: one still
    // closing when afterAll drops the database (WITH FORCE) is terminated by the server, and an
    // 'error' on a pool without a listener would fail the run from outside any test. Only that one
    // (admin_shutdown, 57P01) is expected.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
  });

  afterAll(async () => {
    for (const replica of running) replica.process.kill('SIGKILL');
    await Promise.all([...running].map((r) => r.stopped));
    await pool?.end();
    await database?.drop();
  });

  it('migrate and seed once, even when both replicas start together', async () => {
    const [a, b] = await Promise.all([startReplica(), startReplica()]);
    expect(a.url).not.toBe(b.url);
    const count = async (table: string): Promise<number> =>
      Number((await pool.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.n);
    expect(await count('clientes')).toBe(SEED_CLIENTES.length);
    expect(await count('items')).toBe(SEED_ITEMS.length);
    expect(await count('casos')).toBe(SEED_CASOS.length);
    expect((await pool.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
  });

  it('six concurrent copies of one abrir_caso_soporte, over both replicas: one case, one answer; kept across restarts', async () => {
    const [a, b] = [...running];
    if (!a || !b) throw new Error('expected two replicas');
    const clients: Client[] = await Promise.all([connectClient(a.url, TOKEN), connectClient(b.url, TOKEN)]);
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'El taladro no enciende.' };
    const meta = callMeta('cnv_replicas', { 'com.asixto/idempotencyKey': 'k-replicas-1' });
    const before = await countCasos();
    const results = (await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (clients[i % 2] as Client).callTool({ name: 'abrir_caso_soporte', arguments: args, _meta: meta }),
      ),
    )) as CallResult[];
    await Promise.all(clients.map((c) => c.close()));
    expect(results.every((r) => !r.isError)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify([r.content, r.structuredContent]))).size).toBe(1);
    expect(await countCasos()).toBe(before + 1);
    const radicado = results[0]?.structuredContent?.['radicado'];
    expect(radicado).toMatch(/^RAD-\d{4}-\d{6}$/);

    await Promise.all([stop(a), stop(b)]);
    const [c, d] = await Promise.all([startReplica(), startReplica()]);
    for (const replica of [c, d]) {
      const client = await connectClient(replica.url, TOKEN);
      const again = (await client.callTool({
        name: 'abrir_caso_soporte',
        arguments: args,
        _meta: meta,
      })) as CallResult;
      await client.close();
      expect(JSON.stringify([again.content, again.structuredContent])).toBe(
        JSON.stringify([results[0]?.content, results[0]?.structuredContent]),
      );
    }
    expect(await countCasos()).toBe(before + 1);
  });

  it('passes the certifier’s idempotency probe through a round-robin balancer', async () => {
    const proxy = await startRoundRobinProxy([...running].map((r) => r.url));
    try {
      const report = await certify(proxy.url, { token: TOKEN, allowWrites: true });
      const failed = report.findings
        .filter((f) => !f.ok)
        .map((f) => `${f.rule} ${f.tool ?? ''}: ${f.message}`);
      expect(report.fatal).toBeUndefined();
      expect(failed).toEqual([]);
      expect(report.idempotency).toBe('verified');
      // Both replicas really served: the balancer alternated.
      expect(proxy.served.every((n) => n > 5)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
