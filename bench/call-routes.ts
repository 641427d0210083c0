/**
 * `npx tsx --tsconfig bench/tsconfig.run.json bench/call-routes.ts [rounds]`: the CPU per call of
 * this process for the three ways a `tools/call` could leave the gateway, against the reference
 * server in its own process, interleaved in rounds of 1,000 calls after 3,000 warm-up calls each:
 * `direct`, the one route the gateway keeps (createUpstream.callTool: straight over the lean
 * transport); `sdkClientOverLean`, the SDK `Client.callTool` over the lean transport; and
 * `sdkClientOverSdkTransport`, the SDK client over its own `StreamableHTTPClientTransport` (the
 * tests' conformance oracle). Median and minimum per route; the machine may be shared, so compare
 * routes within one run. The gateway's modules are read from the sources (they are internal).
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as sdk from '@modelcontextprotocol/client';
import { PROTOCOL_VERSION } from '@asixto/contract';
import { createUpstream } from '../packages/gateway/src/upstream/create-upstream.js';
import { guardedFetch } from '../packages/gateway/src/upstream/guarded-fetch.js';
import { LeanHttpTransport } from '../packages/gateway/src/upstream/lean-transport.js';
import { StreamWatches } from '../packages/gateway/src/upstream/stream-watch.js';
import { DEFAULT_UPSTREAM_LIMITS } from '../packages/gateway/src/upstream/response-limits.js';

const TOKEN = 'bench-upstream-token-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'routes-'));
const child = fork(
  new URL('./lib/reference-process.ts', import.meta.url).pathname,
  [join(dir, 'ref.db'), TOKEN],
  { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
);
const url = await new Promise<string>((resolve) =>
  child.stdout!.on('data', (d: Buffer) => {
    const m = /"url":"([^"]+)"/.exec(d.toString());
    if (m) resolve(m[1]!);
  }),
);
const logger = pino({ level: 'silent' });
const upstream = createUpstream({
  serverId: 's',
  company: 'bench',
  url,
  token: TOKEN,
  devMode: true,
  logger,
});
const tools = await upstream.listTools();
const tool = tools.find((t) => t.name === 'consultar_cliente')!;
const { outputSchema: _o, ...mirror } = tool;
const newClient = () =>
  new Client(
    { name: 'asixto-gateway', version: '0.1.0' },
    {
      versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
      inputRequired: { autoFulfill: false },
      capabilities: {},
    },
  );
const fetchA = guardedFetch({ devMode: true });
const overLean = newClient();
await overLean.connect(
  new LeanHttpTransport({
    url: new URL(url),
    sdk,
    dispatch: fetchA.dispatch,
    headers: { authorization: `Bearer ${TOKEN}` },
    watches: new StreamWatches(),
    limits: { ...DEFAULT_UPSTREAM_LIMITS },
  }),
);
const fetchB = guardedFetch({ devMode: true });
const overSdk = newClient();
await overSdk.connect(
  new StreamableHTTPClientTransport(new URL(url), {
    fetch: fetchB,
    requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
  }),
);
const args = { documento: 'CC1032456789' };
const meta = {
  'com.asixto/conversationId': 'c',
  'com.asixto/requestId': 'r',
  'com.asixto/idempotencyKey': 'k',
  'com.asixto/channel': 'chat',
  'com.asixto/companyId': 'bench',
  'com.asixto/currency': 'COP',
  'com.asixto/timezone': 'America/Bogota',
  'com.asixto/priceListId': null,
};
const routes: Record<string, () => Promise<unknown>> = {
  direct: () =>
    upstream.callTool({ name: tool.name, arguments: args, meta, tool, deadlineMs: 8000, maxRetries: 2 }),
  sdkClientOverLean: () =>
    overLean.callTool(
      { name: tool.name, arguments: args, _meta: meta },
      { timeout: 8000, toolDefinition: mirror as never },
    ),
  sdkClientOverSdkTransport: () =>
    overSdk.callTool(
      { name: tool.name, arguments: args, _meta: meta },
      { timeout: 8000, toolDefinition: mirror as never },
    ),
};
for (const fn of Object.values(routes)) for (let i = 0; i < 3000; i++) await fn();
const N = 1000,
  ROUNDS = Number(process.argv[2] ?? 8);
const cpu: Record<string, number[]> = { direct: [], sdkClientOverLean: [], sdkClientOverSdkTransport: [] };
for (let r = 0; r < ROUNDS; r++)
  for (const [name, fn] of Object.entries(routes)) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await fn();
    const c = process.cpuUsage(c0);
    cpu[name]!.push((c.user + c.system) / 1000 / N);
  }
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const out = Object.fromEntries(
  Object.entries(cpu).map(([k, v]) => [
    k,
    {
      medianCpuMsPerCall: +med(v).toFixed(3),
      minCpuMsPerCall: +Math.min(...v).toFixed(3),
      rounds: v.map((x) => +x.toFixed(3)),
    },
  ]),
);
console.log(JSON.stringify(out, null, 1));
await Promise.all([upstream.close(), overLean.close(), overSdk.close(), fetchA.close(), fetchB.close()]);
child.kill('SIGTERM');
