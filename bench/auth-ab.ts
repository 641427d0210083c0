/**
 * What checking the caller's credential costs a call: `POST /v1/call` to a gateway service in its own
 * process, in interleaved rounds of
 *   (env)  this build, with a runtime token of `GATEWAY_RUNTIME_TOKENS`,
 *   (key)  this build, with a managed runtime key scoped to the company (`asxk_…`),
 *   (base) with `--base FILE`, the service entry of another build (its `dist/service/index.js`),
 *          with the runtime token: what the call cost before.
 * Service CPU per call (the service's own `process.cpuUsage`) and p50, at concurrency 1 and 16,
 * against the reference server in a process of its own.
 *
 *   npm run -s build && npx tsx --tsconfig bench/tsconfig.run.json bench/auth-ab.ts [--base FILE] [--quick] [--pin]
 *
 * A base build: `git archive <rev> | tar -x -C /tmp/base`, link `/tmp/base/node_modules` to this
 * checkout's, `npx tsc -b /tmp/base/packages/gateway/tsconfig.json`, then
 * `--base /tmp/base/packages/gateway/dist/service/index.js`.
 */
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_DEFAULTS } from '@asixto/gateway/service';
import { startChild } from './lib/bench-child.js';
import type { BenchChild } from './lib/bench-child.js';
import { pinToCpu } from './lib/cpu-pinning.js';
import { runCalls, summarize } from './lib/load.js';
import { postJson } from './lib/post-json.js';
import type { RawRun } from './lib/load.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const pinned = args.includes('--pin');
const baseIndex = args.indexOf('--base');
const baseModule = baseIndex === -1 ? undefined : args[baseIndex + 1];
if (pinned) pinToCpu(process.pid, 0);
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

const RUNTIME = 'bench-runtime-token-0123456789';
const ADMIN = 'bench-admin-token-0123456789';
const UPSTREAM = 'bench-upstream-token-0123456789';
const ROUNDS = quick ? 4 : 8;
const CALLS: Record<number, number> = quick ? { 1: 800, 16: 1600 } : { 1: 4000, 16: 8000 };
const WARMUP = quick ? 1000 : 4000;

const dir = mkdtempSync(join(tmpdir(), 'auth-ab-'));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const children: BenchChild[] = [];

async function startService(name: string, module?: string): Promise<BenchChild> {
  const config = {
    ...CONFIG_DEFAULTS,
    port: 0,
    dataDir: join(dir, name),
    runtimeTokens: [RUNTIME],
    adminTokens: [ADMIN],
    secretKey: 'b7'.repeat(32),
    devMode: true,
    maxCallsPerServer: 128,
    rateLimitPerSecond: 0,
  };
  const child = await startChild(
    './lib/service-process.ts',
    [JSON.stringify(config), join(dir, `${name}.log`), ...(module ? [module] : [])],
    pinned,
  );
  children.push(child);
  const admin = (path: string, body: unknown) =>
    postJson(agent, new URL(path, child.url), JSON.stringify(body), ADMIN).then((r) => {
      if (r.status >= 300) throw new Error(`${name} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    });
  await admin('/v1/tenants', {
    company: 'bench',
    name: 'Bench',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  await admin('/v1/tenants/bench/servers', { url: reference.url, token: UPSTREAM });
  return Object.assign(child, { admin });
}

const reference = await startChild(
  './lib/reference-process.ts',
  [join(dir, 'reference.sqlite'), UPSTREAM],
  pinned,
);
children.push(reference);
try {
  const current = await startService('current');
  const base = baseModule === undefined ? undefined : await startService('base', baseModule);
  const created = await postJson(
    agent,
    new URL('/v1/keys', current.url),
    JSON.stringify({ role: 'runtime', companies: ['bench'], label: 'bench' }),
    ADMIN,
  );
  const key = (created.body as { key: string }).key;
  const body = JSON.stringify({
    context: {
      company: 'bench',
      conversationId: 'cnv_ab',
      channel: 'chat',
      scenario: 'general',
      agentLevel: 'read',
    },
    name: 'ext__bench__consultar_cliente',
    arguments: { documento: 'CC1032456789' },
  });
  const call = (service: BenchChild, token: string) => {
    const url = new URL('/v1/call', service.url);
    return async () => {
      const r = await postJson(agent, url, body, token);
      return r.status === 200 && (r.body as { outcome?: string }).outcome === 'ok';
    };
  };
  const modes = [
    { name: 'env', service: current, fn: call(current, RUNTIME) },
    { name: 'key', service: current, fn: call(current, key) },
    ...(base ? [{ name: 'base', service: base, fn: call(base, RUNTIME) }] : []),
  ];
  for (const mode of modes) await runCalls(mode.fn, { concurrency: 16, total: WARMUP });

  const load = loadavg()[0];
  const results: Record<string, unknown>[] = [];
  for (const concurrency of [1, 16]) {
    const total = CALLS[concurrency]!;
    progress(`concurrency ${concurrency}: ${total} calls per mode in ${ROUNDS} rotated rounds`);
    const runs = modes.map(() => [] as (RawRun & { serviceCpuMs: number })[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < modes.length; k++) {
        const m = (round + k) % modes.length;
        const mode = modes[m]!;
        await runCalls(mode.fn, { concurrency, total: concurrency * 4 });
        const before = await mode.service.cpuMs();
        const run = await runCalls(mode.fn, { concurrency, total: total / ROUNDS });
        runs[m]!.push({ ...run, serviceCpuMs: (await mode.service.cpuMs()) - before });
      }
    }
    const row: Record<string, unknown> = { concurrency };
    modes.forEach((mode, m) => {
      const summary = summarize(runs[m]!, concurrency);
      const cpu = runs[m]!.reduce((sum, r) => sum + r.serviceCpuMs, 0) / summary.calls;
      row[mode.name] = {
        serviceCpuMsPerCall: Number(cpu.toFixed(4)),
        p50Ms: Number(summary.p50Ms.toFixed(3)),
        throughput: Math.round(summary.throughput),
        errors: summary.errors,
      };
    });
    results.push(row);
  }
  process.stdout.write(
    `${JSON.stringify({ loadAverage1m: { before: load, after: loadavg()[0] }, pinned, results }, null, 2)}\n`,
  );
} finally {
  agent.destroy();
  for (const child of children.reverse()) await child.close();
  rmSync(dir, { recursive: true, force: true });
}
