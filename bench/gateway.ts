/**
 * `npm run bench` (`-- --json` for JSON on stdout, `-- --quick` for a short smoke run, `-- --pin` to
 * keep this process on CPU 0 and the processes it starts on CPU 1): what the gateway costs,
 * measured in one run on this machine.
 *
 * 0. The physical limit: a keep-alive `node:http` POST of a `tools/call`-sized body to a `node:http`
 *    server answering a fixed result (p50, CPU of both sides); every other cost is also given as a
 *    multiple of it.
 * 1. One read-only tool of the reference server (`consultar_cliente`, served from its own process)
 *    at concurrency 1, 16 and 64, the three modes interleaved in rounds:
 *    (a) the official MCP client calling the server directly, (b) `gateway.callTool` in-process,
 *    (c) `POST /v1/call` to the gateway service in its own process, with a keep-alive client.
 *    Throughput, p50/p99, CPU per call of this process, of the tool server's process and (c) of
 *    the service's process (each child reports its own `process.cpuUsage` over IPC); ratios b/a, c/a.
 * 2. `catalogFor` with 100 real servers × 30 tools registered (certified through the real path) and
 *    cached: p50/p99.
 * 3. RSS of a separate gateway process (`asixto-gateway serve`, built JS), idle and with 1,000
 *    registered tools: right after start / after the registration burst, and at rest (once V8's
 *    memory reducer has returned the pages the burst grew).
 * 4. `shared`: 1 (concurrency 16 only) and 2 again with the registry on PostgreSQL and the catalog
 *    cache on Redis (the machine's, a database and prefix of the run's own), beside the embedded
 *    figures; skipped with the reason when an engine is unreachable.
 * 5. `resultGuard`: CPU per call of the call pipeline's result guard (stage 7b) on a 3,000-character
 *    answer, honest and leaking, beside the shaping stage on the same answer (lib/result-guard-cost.ts).
 *
 * Every loop is bounded, there is a warm-up, and the run stops by itself. Progress goes to stderr.
 * `npm run bench` runs it with `bench/tsconfig.run.json`, so `@asixto/*` are the built packages
 * (dist), as deployed, and so are they in the children, which inherit the loader and its tsconfig.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import pino from 'pino';
import { CONFIG_DEFAULTS, createGatewayService, serviceLogDestination } from '@asixto/gateway/service';
import type { GatewayContextInput } from '@asixto/gateway';
import { benchCallMeta, connectDirectClient } from './lib/direct-client.js';
import { BENCH_SCENARIOS, startManyToolsServer } from './lib/many-tools-server.js';
import { startChild, track } from './lib/bench-child.js';
import { postJson } from './lib/post-json.js';
import { pinToCpu } from './lib/cpu-pinning.js';
import { runCalls, summarize, timeSequential } from './lib/load.js';
import { createSharedEngines } from './lib/shared-engines.js';
import type { SharedEngines } from './lib/shared-engines.js';
import { measureRawLimit } from './lib/raw-limit.js';
import { measureResultGuard } from './lib/result-guard-cost.js';
import { measureCallRecords } from './call-records.js';
import type { LoadResult, RawRun } from './lib/load.js';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const quick = args.includes('--quick');
// Left to the scheduler, the load generator and the service it wakes often share a core on a
// 2-core machine, and each then waits for the other's leftover work; pinned apart they do not.
const pinned = args.includes('--pin');
if (pinned && cpus().length < 2) throw new Error('--pin needs at least 2 CPUs');
if (pinned) pinToCpu(process.pid, 0);
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

const RUNTIME = 'bench-runtime-token-0123456789';
const ADMIN = 'bench-admin-token-0123456789';
const UPSTREAM = 'bench-upstream-token-0123456789';
const SECRET = 'b7'.repeat(32);
const CONCURRENCY = [1, 16, 64] as const;
const CALLS: Record<(typeof CONCURRENCY)[number], number> = quick
  ? { 1: 400, 16: 640, 64: 1280 }
  : { 1: 2000, 16: 1600, 64: 2560 };
// A service runs for days: what counts is the cost once V8 has optimised the call path, which
// takes a few thousand calls (a few hundred leave CPU per call 1.5-2x above its steady value).
const WARMUP = quick ? 300 : 3000;
const ROUNDS = 4;
const silent = pino({ level: 'silent' });
const root = fileURLToPath(new URL('../', import.meta.url));
// Run another way (plain `npx tsx`), the root tsconfig's paths load the TypeScript sources instead.
if (!import.meta.resolve('@asixto/gateway').includes('/dist/'))
  progress('aviso: @asixto/gateway se carga desde las fuentes, no desde dist: use npm run bench');

type Engines = Pick<SharedEngines, 'databaseUrl' | 'redisUrl' | 'redisPrefix'> | undefined;

function serviceConfig(dataDir: string, engines?: Engines) {
  return {
    ...CONFIG_DEFAULTS,
    ...(engines
      ? {
          databaseUrl: engines.databaseUrl,
          redisUrl: engines.redisUrl,
          redisPrefix: engines.redisPrefix,
          instanceId: `bench-${process.pid}`,
        }
      : {}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    runtimeTokens: [RUNTIME],
    adminTokens: [ADMIN],
    secretKey: SECRET,
    devMode: true,
    logLevel: 'info' as const,
    metricsPublic: false,
    bodyLimitBytes: 1024 * 1024,
    shutdownTimeoutMs: 5_000,
    lang: 'es' as const,
    // Concurrency 64 measures throughput; the default bulkhead (32 per server) would refuse half.
    maxCallsPerServer: 128,
    // The bench is one company at full speed: the per-company rate limit would measure itself.
    rateLimitPerSecond: 0,
  };
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** One mode's result, with the CPU the tool server (and, over HTTP, the service) spent per call. */
interface ModeResult extends LoadResult {
  /** CPU of the reference server's own process per call. */
  toolServerCpuMsPerCall: number;
  /** HTTP mode: CPU of the gateway service's own process per call. */
  serviceCpuMsPerCall?: number;
}

interface MeasuredRun extends RawRun {
  toolServerCpuMs: number;
  serviceCpuMs: number;
}

interface CallRow {
  concurrency: number;
  direct: ModeResult;
  inProcess: ModeResult;
  http: ModeResult;
  ratios: {
    inProcessP50: number;
    inProcessThroughput: number;
    httpP50: number;
    httpThroughput: number;
    httpAddedP50Ms: number;
    /** CPU per call the gateway adds to the direct call (same process, contention-proof). */
    inProcessAddedCpuMs: number;
    /** CPU per call the service process spends beyond the in-process gateway (HTTP, routes, logs). */
    httpAddedCpuMs: number;
    /**
     * CPU per call (c) adds on both sides of the hop: the load generator's HTTP client (this
     * process's CPU in (c)) plus `httpAddedCpuMs`. At concurrency 1 nothing overlaps, so this is
     * what `httpAddedP50Ms` is made of, and it says how much of it is the client's.
     */
    httpAddedCpuBothSidesMs: number;
  };
}

function summarizeMode(runs: readonly MeasuredRun[], concurrency: number, service: boolean): ModeResult {
  const result = summarize(runs, concurrency);
  const perCall = (key: 'toolServerCpuMs' | 'serviceCpuMs'): number =>
    runs.reduce((sum, r) => sum + r[key], 0) / result.calls;
  return {
    ...result,
    toolServerCpuMsPerCall: perCall('toolServerCpuMs'),
    ...(service ? { serviceCpuMsPerCall: perCall('serviceCpuMs') } : {}),
  };
}

async function benchCalls(
  dir: string,
  engines?: Engines,
  concurrencies: readonly (typeof CONCURRENCY)[number][] = CONCURRENCY,
) {
  progress('· llamadas: servidor de referencia y servicio HTTP (procesos aparte) + gateway en este proceso…');
  const reference = await startChild(
    './lib/reference-process.ts',
    [join(dir, 'reference.sqlite'), UPSTREAM],
    pinned,
  );
  const serviceChild = await startChild(
    './lib/service-process.ts',
    [JSON.stringify(serviceConfig(join(dir, 'gw-http'))), join(dir, 'gateway-http.log')],
    pinned,
  );
  // Real logging (every call logs one line), to a file through the service's own destination.
  const logger = pino({ level: 'info' }, serviceLogDestination(join(dir, 'gateway.log')));
  // The service process keeps its own embedded registry: shared engines are measured in process.
  const service = createGatewayService(serviceConfig(join(dir, 'gw'), engines), { logger });
  const { gateway } = service;
  await gateway.ready();
  const tenant = { company: 'bench', name: 'Bench', currency: 'COP', timezone: 'America/Bogota' };
  await gateway.registerTenant(tenant);
  const { certification } = await gateway.registerServer('bench', { url: reference.url, token: UPSTREAM });
  if (!certification.certifiedTools.includes('consultar_cliente'))
    throw new Error('reference server not certified');

  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const admin = (path: string, body: unknown) =>
    postJson(agent, new URL(path, serviceChild.url), JSON.stringify(body), ADMIN);
  await admin('/v1/tenants', tenant);
  const registered = await admin('/v1/tenants/bench/servers', { url: reference.url, token: UPSTREAM });
  const remote = registered.body as { certification?: { certifiedTools?: string[] } };
  if (!remote.certification?.certifiedTools?.includes('consultar_cliente'))
    throw new Error('reference server not certified by the service process');

  const client = await connectDirectClient(reference.url, UPSTREAM, 'bench-direct');
  const args = { documento: 'CC1032456789' };
  const context: GatewayContextInput = {
    company: 'bench',
    conversationId: 'cnv_bench',
    channel: 'chat',
    scenario: 'general',
    agentLevel: 'read',
  };
  const callUrl = new URL('/v1/call', serviceChild.url);
  const httpBody = JSON.stringify({ context, name: 'ext__bench__consultar_cliente', arguments: args });

  const direct = async (i: number) => {
    const result = await client.callTool({
      name: 'consultar_cliente',
      arguments: args,
      _meta: benchCallMeta(i),
    });
    return result.isError !== true;
  };
  const inProcess = async () =>
    (await gateway.callTool(context, 'ext__bench__consultar_cliente', args)).outcome === 'ok';
  const overHttp = async () => {
    const r = await postJson(agent, callUrl, httpBody, RUNTIME);
    return r.status === 200 && (r.body as { outcome?: string }).outcome === 'ok';
  };
  // The children's CPU is read around each measured stretch, outside this process's own count.
  const measure = async (
    fn: (i: number) => Promise<boolean>,
    options: { concurrency: number; total: number },
  ): Promise<MeasuredRun> => {
    const [tool0, service0] = await Promise.all([reference.cpuMs(), serviceChild.cpuMs()]);
    const run = await runCalls(fn, options);
    const [tool1, service1] = await Promise.all([reference.cpuMs(), serviceChild.cpuMs()]);
    return { ...run, toolServerCpuMs: tool1 - tool0, serviceCpuMs: service1 - service0 };
  };

  // JIT, connection pools and SQLite caches warm up for all three modes before anything counts.
  const modes = [direct, inProcess, overHttp] as const;
  for (const mode of modes) await runCalls(mode, { concurrency: 16, total: WARMUP });

  const rows: CallRow[] = [];
  for (const concurrency of concurrencies) {
    const total = CALLS[concurrency];
    progress(`  concurrencia ${concurrency}: ${total} llamadas por modo, en ${ROUNDS} rondas alternadas`);
    // Rounds rotate the order of the modes so drift (GC, other processes) hits them alike.
    const runs: [MeasuredRun[], MeasuredRun[], MeasuredRun[]] = [[], [], []];
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < modes.length; k++) {
        const m = (round + k) % modes.length;
        await runCalls(modes[m]!, { concurrency, total: concurrency * 2 });
        runs[m]!.push(await measure(modes[m]!, { concurrency, total: total / ROUNDS }));
      }
    }
    const a = summarizeMode(runs[0], concurrency, false);
    const b = summarizeMode(runs[1], concurrency, false);
    const c = summarizeMode(runs[2], concurrency, true);
    const httpAddedCpuMs = (c.serviceCpuMsPerCall ?? Number.NaN) - b.cpuMsPerCall;
    rows.push({
      concurrency,
      direct: a,
      inProcess: b,
      http: c,
      ratios: {
        inProcessP50: b.p50Ms / a.p50Ms,
        inProcessThroughput: b.throughput / a.throughput,
        httpP50: c.p50Ms / a.p50Ms,
        httpThroughput: c.throughput / a.throughput,
        httpAddedP50Ms: c.p50Ms - b.p50Ms,
        inProcessAddedCpuMs: b.cpuMsPerCall - a.cpuMsPerCall,
        httpAddedCpuMs,
        httpAddedCpuBothSidesMs: c.cpuMsPerCall + httpAddedCpuMs,
      },
    });
  }
  agent.destroy();
  await client.close();
  await service.close();
  logger.flush();
  await serviceChild.close();
  await reference.close();
  return rows;
}

async function benchCatalog(dir: string, engines?: Engines) {
  const servers = 100;
  const toolsPerServer = 30;
  progress(
    `· catalogFor: ${servers} servidores reales × ${toolsPerServer} herramientas, registro y certificación…`,
  );
  const service = createGatewayService(serviceConfig(join(dir, 'gw-catalog'), engines), {
    logger: silent,
    defaultMetrics: false,
  });
  const { gateway } = service;
  await gateway.registerTenant({
    company: 'catalogo',
    name: 'Catálogo',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  const started = performance.now();
  const upstreams = await Promise.all(
    Array.from({ length: servers }, (_, i) =>
      startManyToolsServer({ serverIndex: i, tools: toolsPerServer, token: UPSTREAM, logger: silent }),
    ),
  );
  let certifiedTools = 0;
  await inBatches(upstreams, 8, async (upstream) => {
    const { certification } = await gateway.registerServer('catalogo', {
      url: upstream.url,
      token: UPSTREAM,
    });
    certifiedTools += certification.certifiedTools.length;
  });
  const registrationS = (performance.now() - started) / 1000;
  progress(`  ${certifiedTools} herramientas certificadas en ${registrationS.toFixed(1)} s`);

  const contexts: GatewayContextInput[] = BENCH_SCENARIOS.map((scenario) => ({
    company: 'catalogo',
    conversationId: 'cnv_catalog',
    channel: 'chat',
    scenario,
    agentLevel: 'read',
  }));
  let exposed = 0;
  for (const ctx of contexts) exposed += (await gateway.catalogFor(ctx)).tools.length;
  let i = 0;
  // Garbage-collection pauses during the measured loop, to tell a slow p99 from a GC pause.
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const timing = await timeSequential(() => gateway.catalogFor(contexts[i++ % contexts.length]!), {
    total: quick ? 500 : 5000,
    warmup: quick ? 50 : 500,
  });
  observer.disconnect();
  await service.close();
  await Promise.all(upstreams.map((u) => u.close()));
  return {
    gcDuringMeasure: gc,
    servers,
    toolsPerServer,
    certifiedTools,
    toolsPerCatalog: exposed / contexts.length,
    registrationS,
    ...timing,
  };
}

/**
 * The RSS of an idle process once V8's memory reducer has run: it returns the pages a burst of
 * allocation grew some seconds after allocation stops (about 8 s after start, 30-45 s after a
 * registration burst here, with V8's default heap sizing). Samples every 500 ms until the RSS has
 * dropped by 5 % or more and then held for 3 s, or `maxS` passes.
 */
async function restingRss(pid: number, maxS: number): Promise<{ mib: number; afterS: number }> {
  const started = performance.now();
  const first = rssBytes(pid);
  let last = first;
  let stableSince = performance.now();
  let dropped = false;
  while (performance.now() - started < maxS * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssBytes(pid);
    if (Math.abs(now - last) > 512 * 1024) stableSince = performance.now();
    if (now <= first * 0.95) dropped = true;
    last = now;
    if (dropped && performance.now() - stableSince >= 3000) break;
  }
  return { mib: last / 2 ** 20, afterS: (performance.now() - started) / 1000 };
}

async function benchMemory(dir: string) {
  const cli = join(root, 'packages', 'gateway', 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm run bench does)`);
  const bin = join(root, 'packages', 'gateway', 'bin', 'asixto-gateway.js');
  const servers = 25;
  const toolsPerServer = 40;
  progress(
    `· RSS: proceso aparte (asixto-gateway serve) con ${servers} × ${toolsPerServer} = ${servers * toolsPerServer} herramientas…`,
  );
  // The bin itself, as an operator runs `asixto-gateway serve` (it sets glibc's trim threshold),
  // with this process's Node first on the PATH it starts Node from.
  const child = spawn(bin, ['serve'], {
    env: {
      PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(':'),
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: join(dir, 'gw-memory'),
      GATEWAY_RUNTIME_TOKENS: RUNTIME,
      GATEWAY_ADMIN_TOKENS: ADMIN,
      GATEWAY_SECRET_KEY: SECRET,
      GATEWAY_DEV_MODE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const line = buffer.split('\n').find((l) => l.includes('gateway service listening'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.on('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    });
    child.stdout.resume();
    // The bin execs Node in place, so this pid is the service's own.
    if (pinned) pinToCpu(child.pid!, 1);
    const agent = new Agent({ keepAlive: true });
    const post = (path: string, body: unknown, token = ADMIN) =>
      postJson(agent, new URL(path, base), JSON.stringify(body), token);
    await post('/v1/tenants', {
      company: 'memoria',
      name: 'Memoria',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssBytes(child.pid!);
    progress('  RSS en reposo tras el arranque (hasta 20 s)…');
    const restingIdle = await restingRss(child.pid!, 20);
    const upstreams = await Promise.all(
      Array.from({ length: servers }, (_, i) =>
        startManyToolsServer({
          serverIndex: 1000 + i,
          tools: toolsPerServer,
          token: UPSTREAM,
          logger: silent,
        }),
      ),
    );
    let registered = 0;
    await inBatches(upstreams, 5, async (u) => {
      const r = await post('/v1/tenants/memoria/servers', { url: u.url, token: UPSTREAM });
      const body = r.body as { certification?: { certifiedTools?: string[] } };
      registered += body.certification?.certifiedTools?.length ?? 0;
    });
    for (const scenario of BENCH_SCENARIOS) {
      const context = {
        company: 'memoria',
        conversationId: 'c',
        channel: 'chat',
        scenario,
        agentLevel: 'read',
      };
      await post('/v1/catalog', { context }, RUNTIME);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const loaded = rssBytes(child.pid!);
    progress('  RSS en reposo con las herramientas registradas (hasta 90 s)…');
    const restingLoaded = await restingRss(child.pid!, 90);
    agent.destroy();
    await Promise.all(upstreams.map((u) => u.close()));
    return {
      registeredTools: registered,
      /** 0.5 s after start. */
      baselineMiB: baseline / 2 ** 20,
      /** 1 s after the registration burst. */
      loadedMiB: loaded / 2 ** 20,
      /** The same two states once V8's memory reducer has run (see restingRss). */
      resting: {
        idleMiB: restingIdle.mib,
        idleAfterS: restingIdle.afterS,
        loadedMiB: restingLoaded.mib,
        loadedAfterS: restingLoaded.afterS,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Sections 1 (concurrency 16) and 2 on PostgreSQL + Redis: same code, shared engines behind it. */
async function benchShared(dir: string) {
  let engines: SharedEngines;
  try {
    engines = await createSharedEngines();
  } catch (error) {
    const reason = `PostgreSQL/Redis unreachable: ${(error as Error).message}`;
    progress(`· shared: SKIPPED (${reason})`);
    return { skipped: reason } as const;
  }
  progress('· shared: registro en PostgreSQL, caché de catálogo en Redis…');
  try {
    // Each section on its own database state: the catalog one registers 100 servers of its own.
    const calls = await benchCalls(join(dir, 'shared-calls'), engines, [16]);
    await engines.drop();
    engines = await createSharedEngines();
    const catalog = await benchCatalog(join(dir, 'shared-catalog'), engines);
    return { calls, catalog };
  } finally {
    await engines.drop();
  }
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);

function humanText(result: Awaited<ReturnType<typeof main>>): string {
  const out: string[] = [];
  const env = result.environment;
  out.push(
    '',
    `asixto-gateway bench · ${env.node} · ${env.cpus} CPU${env.pinned ? ' (fijado: este proceso en la CPU 0, los que inicia en la 1)' : ''} · carga media 1 min ${fmt(env.loadAverage1m.before)} → ${fmt(env.loadAverage1m.after)} · ${result.startedAt}`,
  );
  const l = result.limit;
  const q = result.ratiosToLimit;
  out.push(
    '',
    `límite físico (POST keep-alive node:http → node:http, respuesta fija, c=1): p50 ${fmt(l.p50Ms, 3)} ms, CPU ${fmt(l.cpuMsPerCall, 3)} ms por llamada (ambos lados)`,
    `  el mismo viaje a ese servidor en otro proceso: p50 ${fmt(l.processHop.p50Ms, 3)} ms (el servicio HTTP añade uno de estos viajes a cada llamada)`,
    `  un reenviador node:http mínimo en su proceso, delante de ese servidor ocupado ${fmt(l.forwardingHop.upstreamBusyMs, 3)} ms por llamada (lo que gasta el de referencia): añade ${fmt(l.forwardingHop.addedP50Ms, 3)} ms en p50 (${fmt(l.forwardingHop.directP50Ms, 3)} → ${fmt(l.forwardingHop.forwardedP50Ms, 3)}), el piso de lo que un servicio HTTP añade; el servicio del gateway añade ×${fmt(q.httpAddedToForwarding, 1)} de eso`,
    `  frente a ese viaje en bruto (c=1): el gateway en proceso cuesta ×${fmt(q.gatewayCpu, 1)} en CPU y ×${fmt(q.gatewayP50, 1)} en p50; el servicio HTTP ×${fmt(q.serviceCpu, 1)} en CPU (su proceso) y ×${fmt(q.httpP50, 1)} en p50; el servidor de referencia ×${fmt(q.toolServerCpu, 1)} en CPU (${fmt(result.toolServer.cpuMsPerCall, 3)} ms); el cliente MCP directo ×${fmt(q.directCpu, 1)} en CPU y ×${fmt(q.directP50, 1)} en p50`,
  );
  out.push(
    '',
    'consultar_cliente (lectura) — a: cliente MCP directo, b: gateway.callTool en proceso, c: POST /v1/call (servicio en su proceso)',
    'CPU ms/llamada: de este proceso (en c, solo el generador de carga); servicio y servidor: de sus propios procesos',
  );
  out.push(
    'conc  modo        llamadas/s    p50 ms   p99 ms  CPU ms/llamada  CPU servicio  CPU servidor  errores',
  );
  for (const row of result.calls) {
    for (const [label, r] of [
      ['a directo', row.direct],
      ['b proceso', row.inProcess],
      ['c http', row.http],
    ] as const) {
      const serviceCpu = r.serviceCpuMsPerCall === undefined ? '—' : fmt(r.serviceCpuMsPerCall, 3);
      out.push(
        `${String(row.concurrency).padStart(4)}  ${label.padEnd(10)} ${fmt(r.throughput, 0).padStart(11)} ${fmt(r.p50Ms).padStart(8)} ${fmt(r.p99Ms).padStart(8)} ${fmt(r.cpuMsPerCall, 3).padStart(15)} ${serviceCpu.padStart(13)} ${fmt(r.toolServerCpuMsPerCall, 3).padStart(13)} ${String(r.errors).padStart(8)}`,
      );
    }
    const q = row.ratios;
    out.push(
      `      b/a: p50 ×${fmt(q.inProcessP50)} (objetivo ≤ 1.10), caudal ×${fmt(q.inProcessThroughput)} (≥ 0.90) · c/a: p50 ×${fmt(q.httpP50)}, caudal ×${fmt(q.httpThroughput)} · HTTP añade ${fmt(q.httpAddedP50Ms, 3)} ms p50 (≤ 0.5) · CPU añadida: gateway ${fmt(q.inProcessAddedCpuMs, 3)} ms, servicio HTTP ${fmt(q.httpAddedCpuMs, 3)} ms, con el cliente HTTP del generador ${fmt(q.httpAddedCpuBothSidesMs, 3)} ms`,
    );
  }
  const c = result.catalog;
  out.push(
    '',
    `catalogFor · ${c.servers} servidores × ${c.toolsPerServer} herramientas (${c.certifiedTools} certificadas, ~${fmt(c.toolsPerCatalog, 0)} por catálogo): p50 ${fmt(c.p50Ms, 3)} ms, p99 ${fmt(c.p99Ms, 3)} ms (objetivo p99 ≤ 1 ms), CPU ${fmt(c.cpuMsPerCall, 3)} ms por llamada, GC ${c.gcDuringMeasure.count} pausas (máx. ${fmt(c.gcDuringMeasure.maxMs, 2)} ms) · registro+certificación ${fmt(c.registrationS, 1)} s`,
  );
  const m = result.memory;
  out.push(
    `RSS del gateway · ${m.registeredTools} herramientas registradas: ${fmt(m.loadedMiB, 1)} MiB 1 s después, ${fmt(m.resting.loadedMiB, 1)} MiB en reposo (${fmt(m.resting.loadedAfterS, 0)} s) · recién iniciado: ${fmt(m.baselineMiB, 1)} MiB, ${fmt(m.resting.idleMiB, 1)} MiB en reposo (${fmt(m.resting.idleAfterS, 0)} s)`,
  );
  const shared = result.shared;
  if ('skipped' in shared) {
    out.push(`PostgreSQL + Redis: OMITIDO (${shared.skipped})`, '');
  } else {
    const row = shared.calls[0]!;
    const sc = shared.catalog;
    out.push(
      `PostgreSQL + Redis · callTool en proceso (conc ${row.concurrency}): p50 ${fmt(row.inProcess.p50Ms)} ms, p99 ${fmt(row.inProcess.p99Ms)} ms, b/a p50 ×${fmt(row.ratios.inProcessP50)}, CPU añadida ${fmt(row.ratios.inProcessAddedCpuMs, 3)} ms · catalogFor p50 ${fmt(sc.p50Ms, 3)} ms, p99 ${fmt(sc.p99Ms, 3)} ms`,
      '',
    );
  }
  const g = result.resultGuard;
  out.push(
    `guardia de resultados (etapa 7b) · respuesta de ${g.textChars} caracteres + structuredContent de ${g.structuredChars}: CPU ${fmt(g.cpuMsPerCall, 4)} ms por llamada (objetivo ≤ 0,02), ${fmt(g.leakingCpuMsPerCall, 4)} ms si filtra un token y una traza; ×${fmt(g.ratioToShapeText, 2)} de shapeText sobre la misma respuesta (${fmt(g.shapeTextCpuMsPerCall, 4)} ms)`,
    '',
  );
  out.push('Objetivos (issues 6, 12 y 36):');
  for (const t of result.targets) {
    const sign = t.kind === 'max' ? '≤' : '≥';
    out.push(
      `  ${(t.met ? 'cumplido' : 'NO cumplido').padEnd(11)}  ${t.name}: ${fmt(t.value, 3)} (${sign} ${t.bound})`,
    );
  }
  return out.join('\n') + '\n';
}

/** One goal of issues 6 and 12, read off this run. */
interface Target {
  name: string;
  value: number;
  /** `max`: the value must not exceed `bound`; `min`: it must reach it. */
  kind: 'max' | 'min';
  bound: number;
  met: boolean;
}

function targetsOf(run: {
  calls: CallRow[];
  toolServer: { cpuMsPerCall: number };
  catalog: { p99Ms: number };
  memory: { baselineMiB: number; loadedMiB: number; resting: { idleMiB: number; loadedMiB: number } };
  resultGuard: { cpuMsPerCall: number };
}): Target[] {
  const at = (concurrency: number) => run.calls.find((row) => row.concurrency === concurrency);
  const one = at(1)!;
  const goals: [string, number, Target['kind'], number][] = [
    ['gateway CPU per call, in-process, c=1 (ms)', one.inProcess.cpuMsPerCall, 'max', 0.5],
    ['HTTP adds at p50, c=1 (ms)', one.ratios.httpAddedP50Ms, 'max', 0.5],
    ['reference server CPU per call (ms)', run.toolServer.cpuMsPerCall, 'max', 0.5],
    ['in-process p50 / direct p50, c=1', one.ratios.inProcessP50, 'max', 1.1],
    ['catalogFor p99, 100 × 30 (ms)', run.catalog.p99Ms, 'max', 1],
    ['idle service RSS at rest (MiB)', run.memory.resting.idleMiB, 'max', 80],
    ['service RSS with 1,000 tools at rest (MiB)', run.memory.resting.loadedMiB, 'max', 150],
    ['idle service RSS 0.5 s after start (MiB)', run.memory.baselineMiB, 'max', 80],
    ['service RSS 1 s after registering 1,000 tools (MiB)', run.memory.loadedMiB, 'max', 150],
    ['result guard CPU per call, 3,000-character answer (ms)', run.resultGuard.cpuMsPerCall, 'max', 0.02],
  ];
  for (const concurrency of [16, 64]) {
    const row = at(concurrency);
    if (row) {
      goals.push([
        `in-process / direct throughput, c=${concurrency}`,
        row.ratios.inProcessThroughput,
        'min',
        1,
      ]);
    }
  }
  return goals.map(([name, value, kind, bound]) => ({
    name,
    value,
    kind,
    bound,
    met: kind === 'max' ? value <= bound : value >= bound,
  }));
}

/**
 * The raw round trip again, to the same server in a process of its own: the HTTP service puts one
 * such round trip (agent → service → agent) on a call's path that the in-process gateway does not.
 */
async function measureProcessHop(): Promise<{ p50Ms: number; p99Ms: number }> {
  progress('· salto de proceso: el mismo viaje a ese servidor en otro proceso…');
  const server = await startChild('./lib/fixed-answer-process.ts', [], pinned);
  try {
    const { p50Ms, p99Ms } = await measureRawLimit({ total: 5000, warmup: 3000, url: server.url });
    return { p50Ms, p99Ms };
  } finally {
    await server.close();
  }
}

/**
 * The floor of what the HTTP service adds: the raw round trip to an upstream kept busy as long as
 * the reference server spends per call, straight and through a bare `node:http` forwarder in a
 * process of its own (lib/forwarder-process.ts), in alternating rounds. While the upstream works,
 * the processes waiting on it go idle, and waking an idle process costs more than the short hop
 * above (`processHop`) shows; the service's own HTTP cost comes on top of this.
 */
async function measureForwardingHop(upstreamBusyMs: number) {
  progress(
    `· salto con reenvío: reenviador node:http mínimo delante de un servidor ocupado ${fmt(upstreamBusyMs, 3)} ms por llamada…`,
  );
  const upstream = await startChild('./lib/fixed-answer-process.ts', [String(upstreamBusyMs)], pinned);
  try {
    const forwarder = await startChild('./lib/forwarder-process.ts', [upstream.url], pinned);
    try {
      const rounds = quick ? 2 : 6;
      const perRound = { total: quick ? 200 : 500, warmup: quick ? 50 : 100 };
      const direct: number[] = [];
      const forwarded: number[] = [];
      for (let round = 0; round < rounds; round++) {
        // Each round alternates which goes first, so drift hits both alike.
        const order = round % 2 === 0 ? [false, true] : [true, false];
        for (const viaForwarder of order) {
          const url = viaForwarder ? forwarder.url : upstream.url;
          const { p50Ms } = await measureRawLimit({ ...perRound, url });
          (viaForwarder ? forwarded : direct).push(p50Ms);
        }
      }
      return {
        upstreamBusyMs,
        directP50Ms: median(direct),
        forwardedP50Ms: median(forwarded),
        // Per round, so each difference is between two stretches measured side by side.
        addedP50Ms: median(forwarded.map((ms, round) => ms - direct[round]!)),
      };
    } finally {
      await forwarder.close();
    }
  } finally {
    await upstream.close();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'asixto-bench-'));
  try {
    const startedAt = new Date().toISOString();
    // Other processes on the machine skew every figure; the load average says how much.
    const loadBefore = loadavg()[0] ?? 0;
    progress('· límite físico: POST keep-alive node:http → servidor node:http con respuesta fija…');
    // Same length in --quick: it takes about a second, and a shorter run measures the JIT warming up.
    const raw = await measureRawLimit({ total: 5000, warmup: 3000 });
    const processHop = await measureProcessHop();
    const calls = await benchCalls(dir);
    const one = calls.find((row) => row.concurrency === 1)!;
    const toolServer = {
      // The server does the same work whatever the mode that calls it: every call at concurrency 1.
      cpuMsPerCall:
        (one.direct.toolServerCpuMsPerCall * one.direct.calls +
          one.inProcess.toolServerCpuMsPerCall * one.inProcess.calls +
          one.http.toolServerCpuMsPerCall * one.http.calls) /
        (one.direct.calls + one.inProcess.calls + one.http.calls),
    };
    const forwardingHop = await measureForwardingHop(toolServer.cpuMsPerCall);
    const limit = { ...raw, processHop, forwardingHop };
    // Each cost at concurrency 1 as a multiple of the raw round trip (CPU: both sides of it).
    const ratiosToLimit = {
      directP50: one.direct.p50Ms / limit.p50Ms,
      directCpu: one.direct.cpuMsPerCall / limit.cpuMsPerCall,
      gatewayP50: one.inProcess.p50Ms / limit.p50Ms,
      gatewayCpu: one.inProcess.cpuMsPerCall / limit.cpuMsPerCall,
      httpP50: one.http.p50Ms / limit.p50Ms,
      serviceCpu: (one.http.serviceCpuMsPerCall ?? Number.NaN) / limit.cpuMsPerCall,
      toolServerCpu: toolServer.cpuMsPerCall / limit.cpuMsPerCall,
      // What the service adds at p50 as a multiple of what a bare forwarder adds.
      httpAddedToForwarding:
        forwardingHop.addedP50Ms > 0 ? one.ratios.httpAddedP50Ms / forwardingHop.addedP50Ms : Number.NaN,
    };
    progress('· guardia de resultados: CPU por llamada sobre una respuesta de 3.000 caracteres…');
    const resultGuard = measureResultGuard({ quick });
    const catalog = await benchCatalog(dir);
    const memory = await benchMemory(dir);
    const shared = await benchShared(dir);
    const targets = targetsOf({ calls, toolServer, catalog, memory, resultGuard });
    return {
      version: 2,
      startedAt,
      environment: {
        node: process.version,
        cpus: cpus().length,
        cpu: cpus()[0]?.model ?? 'unknown',
        loadAverage1m: { before: loadBefore, after: loadavg()[0] ?? 0 },
        quick,
        /** `--pin`: this process on CPU 0, the tool servers and services it starts on CPU 1. */
        pinned,
      },
      limit,
      toolServer,
      ratiosToLimit,
      calls,
      catalog,
      memory,
      shared,
      resultGuard,
      targets,
      callRecords: await measureCallRecords({ quick }), // issue 33: records and OTel, CPU per call
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (result) => {
    const text = asJson ? `${JSON.stringify(result, null, 2)}\n` : humanText(result);
    // Exit once stdout is flushed: lingering keep-alive sockets must not keep the run alive.
    process.stdout.write(text, () => process.exit(0));
  },
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
