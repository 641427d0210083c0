// End to end: three `asixto-gateway serve` processes on the machine's PostgreSQL and Redis behave as
// one gateway. Register on A, call on B and C; six copies of one write over the three, one effect;
// a rug pull withheld everywhere; SIGKILL the owner and see the takeover; restart it; cut Redis
// under one instance and see it degrade and recover.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '@asixto/reference-server';
import { context, startRef, tempDir } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY } from './service-helpers.js';
import {
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  testName,
} from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import type { TcpProxy } from './support/tcp-proxy.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The built CLI (`npm test` builds first), in one node process so that SIGKILL hits the gateway
// itself. Not the sources through tsx: three processes compiling them on a busy machine blocked
// their event loops past the registry's 5 s connection timeout.
const cli = join(root, 'packages', 'gateway', 'dist', 'cli.js');
const up = await requireServices(['postgres', 'redis']);

interface Instance {
  id: string;
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
  stderr(): string;
}

describe.skipIf(!up.postgres || !up.redis)('three asixto-gateway serve processes as one gateway', () => {
  const temp = tempDir('gw-cluster-e2e-');
  const prefix = `${testName('e2e')}:`;
  let database: TestDatabase;
  let ref: ReferenceServer;
  let tools: TestToolServer;
  let proxy: TcpProxy;
  const running = new Map<string, Instance>();
  const redis = createClient({ url: REDIS_URL });

  async function serve(id: string, redisUrl = REDIS_URL, databaseUrl = database.url): Promise<Instance> {
    const child = spawn(process.execPath, [cli, 'serve'], {
      cwd: temp.dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: temp.dir,
        GATEWAY_PORT: '0',
        GATEWAY_DATA_DIR: join(temp.dir, `data-${id}`),
        GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
        GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
        GATEWAY_SECRET_KEY: SECRET_KEY,
        GATEWAY_DEV_MODE: '1',
        GATEWAY_DATABASE_URL: databaseUrl,
        GATEWAY_REDIS_URL: redisUrl,
        GATEWAY_REDIS_PREFIX: prefix,
        GATEWAY_INSTANCE_ID: id,
        GATEWAY_REFRESH_MIN_INTERVAL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const line = stdout.split('\n').find((l) => l.includes('gateway service listening'));
        if (line) {
          clearInterval(timer);
          resolve((JSON.parse(line) as { url: string }).url);
        }
      }, 50);
      void exit.then((code) => {
        clearInterval(timer);
        reject(new Error(`${id} exited ${code}: ${stderr}`));
      });
    });
    const instance = { id, child, url, exit, stderr: () => stderr };
    running.set(id, instance);
    return instance;
  }

  const http = async (instance: Instance, method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const names = async (instance: Instance): Promise<string[]> => {
    const r = await http(instance, 'POST', '/v1/catalog', RUNTIME_TOKEN, { context: context('acme') });
    return (r.json.tools as { name: string }[]).map((t) => t.name).sort();
  };
  const call = (instance: Instance, name: string, args: unknown, conversationId = 'cnv_e2e') =>
    http(instance, 'POST', '/v1/call', RUNTIME_TOKEN, {
      context: context('acme', { conversationId }),
      name,
      arguments: args,
    });
  const casos = (): number => {
    const db = new Database(join(temp.dir, 'ref.db'), { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  let toolServerId = '';
  let expected: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('e2e');
    ref = await startRef(temp.dir, 'ref');
    tools = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await redis.connect();
    expect(existsSync(cli), 'run npm run build first').toBe(true);
    await Promise.all([serve('e2e-a'), serve('e2e-b'), serve('e2e-c', `redis://${proxy.address}`)]);
  }, 120_000);
  afterAll(async () => {
    for (const instance of running.values()) instance.child.kill('SIGTERM');
    await Promise.all([...running.values()].map((i) => i.exit));
    await proxy?.close();
    await tools?.close();
    await ref?.close();
    if (redis.isOpen) await redis.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
    temp.cleanup();
  }, 30_000);

  it('registers on A and serves the same catalog, and calls, on B and C', async () => {
    const [a, b, c] = ['e2e-a', 'e2e-b', 'e2e-c'].map((id) => running.get(id)!) as [
      Instance,
      Instance,
      Instance,
    ];
    const tenant = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
    expect((await http(a, 'POST', '/v1/tenants', ADMIN_TOKEN, tenant)).status).toBe(201);
    const first = await http(a, 'POST', '/v1/tenants/acme/servers', ADMIN_TOKEN, { url: ref.url });
    expect(first.status).toBe(201);
    const second = await http(a, 'POST', '/v1/tenants/acme/servers', ADMIN_TOKEN, {
      url: tools.url,
      token: 'tok-test-server-1',
    });
    expect(second.status).toBe(201);
    toolServerId = second.json.serverId as string;
    expected = await names(a);
    expect(expected).toContain('ext__acme__consultar_saldo');
    expect(expected).toContain('ext__acme__consultar_cliente');
    for (const other of [b, c]) {
      // Milliseconds over Redis; 10 s for three processes sharing a busy machine.
      await within(10_000, async () => (await names(other)).length === expected.length);
      expect(await names(other)).toEqual(expected);
      const read = await call(other, 'ext__acme__consultar_cliente', { documento: 'CC1032456789' });
      expect(read.json.outcome).toBe('ok');
    }
    // Two certifications, in workers that start for them: seconds, tens of seconds on a busy machine.
  }, 120_000);

  it('runs six copies of one write over the three instances once', async () => {
    const all = [...running.values()];
    const before = casos();
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'La cortadora no enciende.' };
    const replies = await Promise.all(
      [...all, ...all].map((i) => call(i, 'ext__acme__abrir_caso_soporte', args, 'cnv_e2e_six')),
    );
    expect(replies.map((r) => r.json.outcome)).toEqual(Array(6).fill('ok'));
    expect(new Set(replies.map((r) => JSON.stringify(r.json.structured))).size).toBe(1);
    expect(casos()).toBe(before + 1);
  });

  it('withholds a rug pull on every instance within 10 s', async () => {
    const owner = await within(
      10_000,
      async () => (await redis.get(`${prefix}lease:${toolServerId}`)) ?? undefined,
    );
    expect(running.has(owner)).toBe(true);
    tools.tools = [queryTool('consultar_saldo', { extraParam: 'sucursal' }), queryTool('consultar_pedido')];
    tools.notifyToolsChanged();
    const withheld = expected.filter((n) => n !== 'ext__acme__consultar_saldo');
    for (const instance of running.values()) {
      await within(10_000, async () => JSON.stringify(await names(instance)) === JSON.stringify(withheld));
    }
  });

  it('moves the duties of a SIGKILLed owner within 15 s, and a restarted instance serves the same catalogs', async () => {
    const owner = (await redis.get(`${prefix}lease:${toolServerId}`))!;
    const victim = running.get(owner)!;
    victim.child.kill('SIGKILL');
    await victim.exit;
    running.delete(owner);
    const killedAt = Date.now();
    const next = await within(15_000, async () => {
      const holder = await redis.get(`${prefix}lease:${toolServerId}`);
      return holder !== null && holder !== owner ? holder : undefined;
    });
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    expect(running.has(next)).toBe(true);
    // The new owner follows the server: the certified definition restored reaches every survivor.
    tools.tools = [queryTool('consultar_saldo'), queryTool('consultar_pedido')];
    tools.notifyToolsChanged();
    for (const instance of running.values()) {
      await within(10_000, async () => JSON.stringify(await names(instance)) === JSON.stringify(expected));
    }
    // Nothing it kept on its disk mattered: restarted with the same configuration, it serves the same.
    const restarted = await serve(owner, owner === 'e2e-c' ? `redis://${proxy.address}` : REDIS_URL);
    expect(await names(restarted)).toEqual(expected);
  }, 120_000);

  it('goes degraded when its Redis is cut, keeps serving from memory, and recovers by itself', async () => {
    const c = running.get('e2e-c')!;
    const health = async () =>
      (await http(c, 'GET', '/healthz', ADMIN_TOKEN)).json as { status: string; problems: string[] };
    await within(5_000, async () => (await health()).status === 'ok');
    proxy.cut();
    const degraded = await within(10_000, async () => {
      const h = await health();
      return h.status === 'degraded' ? h : undefined;
    });
    expect(degraded.problems.join('\n')).toMatch(/redis|coordination/);
    expect(await names(c)).toEqual(expected);
    const read = await call(c, 'ext__acme__consultar_cliente', { documento: 'CC1032456789' }, 'cnv_outage');
    expect(read.json.outcome).toBe('ok');
    proxy.restore();
    await within(15_000, async () => (await health()).status === 'ok');
  }, 40_000);

  it('goes degraded when its PostgreSQL is cut, keeps serving from memory, and recovers by itself', async () => {
    const url = new URL(database.url);
    const pgProxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    try {
      url.host = pgProxy.address;
      const d = await serve('e2e-d', REDIS_URL, url.toString());
      const health = async () =>
        (await http(d, 'GET', '/healthz', ADMIN_TOKEN)).json as { status: string; problems: string[] };
      expect(await names(d)).toEqual(expected);
      await within(5_000, async () => (await health()).status === 'ok');
      pgProxy.cut();
      const degraded = await within(10_000, async () => {
        const h = await health();
        return h.status === 'degraded' ? h : undefined;
      });
      expect(degraded.problems.join('\n')).toMatch(/registry/);
      expect(await names(d)).toEqual(expected);
      const read = await call(d, 'ext__acme__consultar_cliente', { documento: 'CC1032456789' }, 'cnv_pg_out');
      expect(read.json.outcome).toBe('ok');
      pgProxy.restore();
      await within(15_000, async () => (await health()).status === 'ok');
    } finally {
      const d = running.get('e2e-d');
      d?.child.kill('SIGTERM');
      await d?.exit;
      running.delete('e2e-d');
      await pgProxy.close();
    }
  }, 60_000);
});
