/**
 * `npm run -s bench:structure` (after `--`: `--json` for JSON on stdout, `--storm-seconds N`,
 * default 150): what tenant answers built to be costly to parse take from a gateway service
 * process (`asixto-gateway serve`, from the sources, as the hostile-tenant tests run it), while a
 * calm tenant (the reference server) is called every 100 ms throughout. Phases, in one run:
 * `quiet` (the calm tenant alone: the yardstick), `nested` and `empty` (8 concurrent 8 MiB answers
 * of nested and of empty arrays, then 4 more), `deep` (a result 20,000 levels deep on `/v1/call`),
 * `storm` (a 2 MiB listing holding one value nested a million levels, and `toolsListChanged` every
 * 200 ms, with the default backoff). Per phase: the calm tenant's p50/p99/max and outcomes; the
 * hostile calls' outcomes and durations; the listings the storm's server served and when; the
 * service's peak RSS. The machine has 2 cores and may be shared: compare phases within one run.
 */
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pino from 'pino';
import { startReferenceServer } from '@asixto/reference-server';
import { calmLoad } from '../packages/gateway/test/support/calm-load.js';
import type { CalmStats } from '../packages/gateway/test/support/calm-load.js';
import { startGatewayProcess } from '../packages/gateway/test/support/gateway-process.js';
import { STRUCTURE_TOOL, startStructureServer } from '../packages/gateway/test/hostile-structure-server.js';
import type { StructureServer } from '../packages/gateway/test/hostile-structure-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from '../packages/gateway/test/service-helpers.js';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const at = args.indexOf('--storm-seconds');
const stormSeconds = at >= 0 ? Number(args[at + 1]) : 150;
if (!Number.isFinite(stormSeconds) || stormSeconds <= 0)
  throw new Error('--storm-seconds takes a positive number');
const progress = (line: string): void => void process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UPSTREAM = 'bench-structure-upstream-token-0123456789';

const dir = mkdtempSync(join(tmpdir(), 'bench-structure-'));
const calm = await startReferenceServer({
  databasePath: join(dir, 'calm.db'),
  tokens: [UPSTREAM],
  logger: pino({ level: 'silent' }),
});
const hostile: Record<'nested' | 'empty' | 'deep' | 'storm', StructureServer> = {
  nested: await startStructureServer({ token: UPSTREAM }),
  empty: await startStructureServer({ token: UPSTREAM }),
  deep: await startStructureServer({ token: UPSTREAM }),
  storm: await startStructureServer({ token: UPSTREAM }),
};
const gateway = await startGatewayProcess({ dataDir: join(dir, 'gateway') });
let peakRssMiB = 0;
const sampler = setInterval(() => (peakRssMiB = Math.max(peakRssMiB, gateway.rssMiB())), 100);

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  http(gateway.url, method, path, { token: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) });
for (const [company, url] of [
  ['calm', calm.url],
  ...Object.entries(hostile).map(([name, server]) => [name, server.url]),
] as const) {
  await admin('POST', '/v1/tenants', { company, name: company, currency: 'COP', timezone: 'America/Bogota' });
  const r = await admin('POST', `/v1/tenants/${company}/servers`, { url, token: UPSTREAM });
  if (!(r.json.certification.certifiedTools as string[]).length) throw new Error(`${company} not certified`);
}

const callHostile = async (company: string, n: number) => {
  const started = performance.now();
  const r = await http(gateway.url, 'POST', '/v1/call', {
    token: RUNTIME_TOKEN,
    body: {
      context: {
        company,
        conversationId: `cnv_${n}`,
        channel: 'chat',
        scenario: 'general',
        agentLevel: 'read',
      },
      name: `ext__${company}__${STRUCTURE_TOOL}`,
      arguments: { documento: 'CC1032456789' },
    },
  });
  return {
    outcome: r.status === 200 ? String(r.json.outcome) : `http_${r.status}`,
    ms: performance.now() - started,
  };
};
const summary = (stats: CalmStats) => ({
  calls: stats.calls,
  p50Ms: stats.p50,
  p99Ms: stats.p99,
  maxMs: stats.max,
  notOk: stats.outcomes.filter((o) => o !== 'ok').length,
});

progress('· quiet: the calm tenant alone, 10 s…');
let load = calmLoad(gateway.url);
await sleep(10_000);
const quiet = summary(await load.stop());

const heavy: Record<string, unknown> = {};
for (const kind of ['nested', 'empty'] as const) {
  progress(`· ${kind}: 8 concurrent 8 MiB answers, then 4 more…`);
  hostile[kind].attack = kind === 'nested' ? 'call-nested' : 'call-empty';
  load = calmLoad(gateway.url);
  await sleep(1_000);
  const first = await Promise.all(Array.from({ length: 8 }, (_, i) => callHostile(kind, i)));
  const then = await Promise.all(Array.from({ length: 4 }, (_, i) => callHostile(kind, 8 + i)));
  await sleep(2_000);
  heavy[kind] = { hostile: first, after: then, calm: summary(await load.stop()) };
}

progress('· deep: a result 20,000 levels deep…');
hostile.deep.attack = 'call-deep-result';
const deep = await callHostile('deep', 0);

progress(`· storm: a deep 2 MiB listing, toolsListChanged every 200 ms, ${stormSeconds} s…`);
hostile.storm.attack = 'list-deep';
load = calmLoad(gateway.url);
const stormStart = performance.now();
const notifier = setInterval(() => hostile.storm.notifyToolsChanged(), 200);
await sleep(stormSeconds * 1000);
clearInterval(notifier);
const listingsAtS = hostile.storm.seen
  .filter((s) => s.method === 'tools/list' && s.at >= stormStart)
  .map((s) => Math.round((s.at - stormStart) / 100) / 10);
const storm = { calm: summary(await load.stop()), listingsAtS };

clearInterval(sampler);
const result = { quiet, heavy, deep, storm, peakRssMiB, machine: 'shared 2-core' };
await gateway.stop();
await Promise.all(Object.values(hostile).map((h) => h.close()));
await calm.close();
rmSync(dir, { recursive: true, force: true });

if (asJson) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  const fmt = (n: number) => n.toFixed(1);
  const line = (name: string, s: ReturnType<typeof summary>) =>
    `${name.padEnd(8)} calm: ${s.calls} calls, p50 ${fmt(s.p50Ms)} ms, p99 ${fmt(s.p99Ms)} ms, max ${fmt(s.maxMs)} ms, not ok ${s.notOk}`;
  console.log(line('quiet', quiet));
  for (const [kind, h] of Object.entries(heavy) as [
    string,
    {
      hostile: { outcome: string; ms: number }[];
      after: { outcome: string; ms: number }[];
      calm: ReturnType<typeof summary>;
    },
  ][]) {
    console.log(line(kind, h.calm));
    console.log(
      `         hostile: ${h.hostile.map((c) => `${c.outcome} ${Math.round(c.ms)} ms`).join(', ')}`,
    );
    console.log(`         then: ${h.after.map((c) => `${c.outcome} ${Math.round(c.ms)} ms`).join(', ')}`);
  }
  console.log(`deep     ${deep.outcome} in ${Math.round(deep.ms)} ms`);
  console.log(line('storm', storm.calm));
  console.log(`         listings at ${listingsAtS.join(', ')} s`);
  console.log(`peak RSS ${fmt(peakRssMiB)} MiB`);
}
