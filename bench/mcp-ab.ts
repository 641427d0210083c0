/**
 * What a call through `POST /mcp/{company}` costs beside the same call through `POST /v1/call`,
 * each to a gateway service in its own process, in interleaved rounds of
 *   (http)    this build, `POST /v1/call` with a keep-alive client,
 *   (mcp)     this build, `POST /mcp/bench` by the official MCP client pinned to 2026-07-28,
 *   (baseMcp) with `--base FILE`, the same MCP call to the service entry of another build (its
 *             `dist/service/index.js`): what the MCP call cost before a change.
 * Service CPU per call (the service's own `process.cpuUsage`), p50 and throughput at concurrency 1
 * and 16, against the reference server in a process of its own. `--prof DIR`: this build's service
 * writes a V8 CPU profile to DIR when it stops (`--cpu-prof`), to see where its time goes.
 *
 *   npm run -s build && npx tsx --tsconfig bench/tsconfig.run.json bench/mcp-ab.ts [--base FILE] [--prof DIR] [--quick] [--pin]
 *
 * A base build as for bench/auth-ab.ts.
 */
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_DEFAULTS } from '@asixto/gateway/service';
import { connectPinnedClient } from '../test/support/mcp-client.js';
import { startChild } from './lib/bench-child.js';
import type { BenchChild } from './lib/bench-child.js';
import { pinToCpu } from './lib/cpu-pinning.js';
import { runCalls, summarize } from './lib/load.js';
import { postJson } from './lib/post-json.js';
import type { RawRun } from './lib/load.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const pinned = args.includes('--pin');
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const baseModule = valueOf('--base');
const profDir = valueOf('--prof');
if (pinned) pinToCpu(process.pid, 0);
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

const RUNTIME = 'bench-runtime-token-0123456789';
const ADMIN = 'bench-admin-token-0123456789';
const UPSTREAM = 'bench-upstream-token-0123456789';
const ROUNDS = quick ? 4 : 8;
const CALLS: Record<number, number> = quick ? { 1: 800, 16: 1600 } : { 1: 3200, 16: 6400 };
const WARMUP = quick ? 1000 : 3000;
const TOOL = 'ext__bench__consultar_cliente';
const ARGS = { documento: 'CC1032456789' };
const CONTEXT = { conversationId: 'cnv_ab', channel: 'chat', scenario: 'general', agentLevel: 'read' };
const META = Object.fromEntries(Object.entries(CONTEXT).map(([k, v]) => [`com.asixto/${k}`, v]));

const dir = mkdtempSync(join(tmpdir(), 'mcp-ab-'));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const children: BenchChild[] = [];

async function startService(name: string, module?: string, nodeArgs: string[] = []): Promise<BenchChild> {
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
    nodeArgs,
  );
  children.push(child);
  const admin = async (path: string, body: unknown) => {
    const r = await postJson(agent, new URL(path, child.url), JSON.stringify(body), ADMIN);
    if (r.status >= 300) throw new Error(`${name} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  await admin('/v1/tenants', {
    company: 'bench',
    name: 'Bench',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  await admin('/v1/tenants/bench/servers', { url: reference.url, token: UPSTREAM });
  return child;
}

async function mcpCall(service: BenchChild) {
  const client = await connectPinnedClient(new URL('/mcp/bench', service.url), {
    token: RUNTIME,
    name: 'mcp-ab',
  });
  return async () => {
    const result = await client.callTool({ name: TOOL, arguments: ARGS, _meta: META });
    return result.isError !== true && result._meta?.['com.asixto/outcome'] === 'ok';
  };
}

const reference = await startChild(
  './lib/reference-process.ts',
  [join(dir, 'reference.sqlite'), UPSTREAM],
  pinned,
);
children.push(reference);
try {
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const current = await startService('current', undefined, prof);
  const base = baseModule === undefined ? undefined : await startService('base', baseModule);
  const url = new URL('/v1/call', current.url);
  const body = JSON.stringify({ context: { company: 'bench', ...CONTEXT }, name: TOOL, arguments: ARGS });
  const http = async () => {
    const r = await postJson(agent, url, body, RUNTIME);
    return r.status === 200 && (r.body as { outcome?: string }).outcome === 'ok';
  };
  const modes = [
    { name: 'http', service: current, fn: http },
    { name: 'mcp', service: current, fn: await mcpCall(current) },
    ...(base ? [{ name: 'baseMcp', service: base, fn: await mcpCall(base) }] : []),
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
    const perCall: Record<string, { cpu: number; throughput: number }> = {};
    modes.forEach((mode, m) => {
      const summary = summarize(runs[m]!, concurrency);
      const cpu = runs[m]!.reduce((sum, r) => sum + r.serviceCpuMs, 0) / summary.calls;
      perCall[mode.name] = { cpu, throughput: summary.throughput };
      row[mode.name] = {
        serviceCpuMsPerCall: Number(cpu.toFixed(4)),
        p50Ms: Number(summary.p50Ms.toFixed(3)),
        throughput: Math.round(summary.throughput),
        errors: summary.errors,
      };
    });
    const ratio = (a: string, b: string, key: 'cpu' | 'throughput') =>
      perCall[a] && perCall[b] ? Number((perCall[a][key] / perCall[b][key]).toFixed(3)) : undefined;
    row.ratios = {
      mcpCpuToHttp: ratio('mcp', 'http', 'cpu'),
      mcpThroughputToHttp: ratio('mcp', 'http', 'throughput'),
      mcpCpuToBase: ratio('mcp', 'baseMcp', 'cpu'),
      mcpThroughputToBase: ratio('mcp', 'baseMcp', 'throughput'),
    };
    results.push(row);
  }
  process.stdout.write(
    `${JSON.stringify({ node: process.version, loadAverage1m: { before: load, after: loadavg()[0] }, pinned, results }, null, 2)}\n`,
  );
} finally {
  agent.destroy();
  for (const child of children.reverse()) await child.close();
  rmSync(dir, { recursive: true, force: true });
}
