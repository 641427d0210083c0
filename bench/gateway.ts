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
 *    (c) `POST /v1/call` to the gateway service in its own process, with a keep-alive client,
 *    (d) `POST /mcp/{company}` to that same service by the official MCP client pinned to 2026-07-28.
 *    Throughput, p50/p99, CPU per call of this process, of the tool server's process and (c, d) of
 *    the service's process (each child reports its own `process.cpuUsage` over IPC); ratios b/a,
 *    c/a, d/c.
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
import { cpus } from 'node:os';
import { pinToCpu } from './lib/cpu-pinning.js';
import { asJson, pinned, progress } from './lib/bench-setup.js';
import { runBench } from './lib/bench-run.js';
import { humanText } from './lib/bench-report.js';

if (pinned && cpus().length < 2) throw new Error('--pin needs at least 2 CPUs');
if (pinned) pinToCpu(process.pid, 0);
// Run another way (plain `npx tsx`), the root tsconfig's paths load the TypeScript sources instead.
if (!import.meta.resolve('@asixto/gateway').includes('/dist/'))
  progress('aviso: @asixto/gateway se carga desde las fuentes, no desde dist: use npm run bench');

runBench().then(
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
