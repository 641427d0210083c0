/**
 * `npm run start:cluster`: the gateway scaled out on this machine. Starts the reference server and
 * two `asixto-gateway serve` processes sharing PostgreSQL (registry) and Redis (catalog cache,
 * ownership), creates tenant `demo` and registers the reference server through instance 1, and
 * prints each instance's pid so you can `kill -9` one and watch the other take its server over
 * (lines `server duties taken over` / `handed over` are echoed here; full logs under
 * ./data/cluster/). Ctrl-C stops everything.
 *
 * CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/asixto_cluster, created if
 * missing), CLUSTER_REDIS_URL (redis://127.0.0.1:6379), CLUSTER_REDIS_PREFIX (asixto:cluster:),
 * ports CLUSTER_PORT_1 (8090), CLUSTER_PORT_2 (8091), REFERENCE_PORT (8081).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { startReferenceServer } from '@asixto/reference-server';
import { apiClient } from './lib/api-client.js';
import { loadOrCreateDevCredentials } from './lib/dev-credentials.js';
import { DEMO_TENANT } from './lib/start-stack.js';
import { style } from './lib/term.js';

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const databaseUrl = env('CLUSTER_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/asixto_cluster');
const redisUrl = env('CLUSTER_REDIS_URL', 'redis://127.0.0.1:6379');
const prefix = env('CLUSTER_REDIS_PREFIX', 'asixto:cluster:');
const bin = fileURLToPath(new URL('../packages/gateway/bin/asixto-gateway.js', import.meta.url));

/** Creates the cluster's database on first use (the registry migrates its schema itself). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`CLUSTER_DATABASE_URL: database name "${name}" must be [a-z0-9_]+`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

function startInstance(
  id: string,
  port: string,
  dataDir: string,
  secrets: ReturnType<typeof loadOrCreateDevCredentials>,
) {
  const log = createWriteStream(join(dataDir, `${id}.log`), { flags: 'a' });
  // The bin itself, executed as an operator runs it (it sets glibc's trim threshold), with this
  // process's Node first on the PATH it starts Node from.
  const child: ChildProcess = spawn(bin, ['serve'], {
    env: {
      ...process.env,
      PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(':'),
      GATEWAY_PORT: port,
      GATEWAY_DATA_DIR: join(dataDir, id),
      GATEWAY_RUNTIME_TOKENS: secrets.runtimeToken,
      GATEWAY_ADMIN_TOKENS: secrets.adminToken,
      GATEWAY_SECRET_KEY: secrets.secretKey,
      GATEWAY_DEV_MODE: '1',
      GATEWAY_DATABASE_URL: databaseUrl,
      GATEWAY_REDIS_URL: redisUrl,
      GATEWAY_REDIS_PREFIX: prefix,
      GATEWAY_INSTANCE_ID: id,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  const listening = new Promise<string>((resolveUrl, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; url?: string; serverId?: string };
        if (entry.msg === 'gateway service listening' && entry.url) resolveUrl(entry.url);
        if (entry.msg?.startsWith('server duties') || entry.msg?.startsWith('coordination')) {
          process.stdout.write(
            `${style.cyan(`[${id}]`)} ${entry.msg}${entry.serverId ? ` ${entry.serverId}` : ''}\n`,
          );
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`${id} exited with code ${code}`)));
  });
  return { id, child, listening };
}

async function main(): Promise<void> {
  const dataDir = resolve(env('GATEWAY_DATA_DIR', 'data'), 'cluster');
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadOrCreateDevCredentials(dataDir);
  await ensureDatabase(databaseUrl);
  const reference = await startReferenceServer({
    port: Number(env('REFERENCE_PORT', '8081')),
    tokens: [secrets.referenceToken],
    databasePath: join(dataDir, 'reference.sqlite'),
    logger: pino({ level: 'warn' }),
  });
  const instances = [
    startInstance('gw-1', env('CLUSTER_PORT_1', '8090'), dataDir, secrets),
    startInstance('gw-2', env('CLUSTER_PORT_2', '8091'), dataDir, secrets),
  ];
  // An instance killed by hand (kill -9) has a signalCode and no exitCode: it is gone already.
  const alive = (c: ChildProcess): boolean => c.exitCode === null && c.signalCode === null;
  const stopAll = async (): Promise<void> => {
    const exits = instances.map((i) => (alive(i.child) ? new Promise((r) => i.child.once('exit', r)) : null));
    for (const i of instances) if (alive(i.child)) i.child.kill('SIGTERM');
    await Promise.all(exits);
    await reference.close();
  };
  let urls: string[];
  try {
    urls = await Promise.all(instances.map((i) => i.listening));
  } catch (error) {
    await stopAll();
    throw error;
  }
  const admin = apiClient(urls[0]!, secrets.adminToken);
  await admin.post('/v1/tenants', DEMO_TENANT);
  const known = await admin.get<{ servers: { url: string }[] }>(`/v1/tenants/${DEMO_TENANT.company}/servers`);
  if (!known.body.servers.some((s) => s.url === reference.url)) {
    await admin.post(`/v1/tenants/${DEMO_TENANT.company}/servers`, {
      url: reference.url,
      token: secrets.referenceToken,
    });
  }
  const out = ['', style.bold('asixto-gateway · dos instancias sobre PostgreSQL + Redis'), ''];
  instances.forEach((i, n) => out.push(`  ${i.id}  ${style.cyan(urls[n]!)}  pid ${i.child.pid}`));
  out.push(`  Servidor de referencia  ${style.cyan(reference.url)}   tenant ${DEMO_TENANT.company}`);
  out.push(`  Registro  ${databaseUrl.replace(/:[^@/]*@/, ':***@')}   Redis ${redisUrl}   prefijo ${prefix}`);
  out.push(
    '',
    `  Token de runtime   ${style.yellow(secrets.runtimeToken)}`,
    `  Token de admin     ${style.yellow(secrets.adminToken)}`,
  );
  out.push(
    '',
    `  Para ver una toma de control: ${style.bold(`kill -9 ${instances[0]!.child.pid}`)} (o el pid de la instancia dueña);`,
  );
  out.push('  la otra instancia toma el servidor en menos de 15 s (línea "server duties taken over").');
  out.push(`  Logs JSON en ${dataDir}/gw-*.log.   Ctrl-C para detener.`, '');
  process.stdout.write(`${out.join('\n')}\n`);

  await new Promise<void>((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
  process.stdout.write('\nDeteniendo…\n');
  await stopAll();
}

main().catch((error: unknown) => {
  process.stderr.write(`npm run start:cluster falló: ${(error as Error).message ?? String(error)}\n`);
  process.exitCode = 1;
});
