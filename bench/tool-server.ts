/**
 * `npx tsx bench/tool-server.ts [--json] [--quick]`: what a toolkit-built server costs per request.
 *
 * Starts the reference server (`startReferenceServer`, temp SQLite file, bearer token) in this
 * process and drives it with the official MCP client (protocol pinned to 2026-07-28):
 * 1. `tools/call consultar_cliente` (read-only) at concurrency 1 and 16;
 * 2. `tools/list` at concurrency 1 and 16.
 * Each loop is bounded and preceded by a warm-up; the stretches of each loop are split into rounds so
 * drift (GC, other processes) hits every loop alike. Prints calls/s, p50, p99 and the CPU time of this
 * process per call (client + server: it holds up better than wall-clock time on a loaded machine).
 * Progress goes to stderr; the run stops by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { startReferenceServer } from '../examples/reference-server/src/index.js';
import { benchCallMeta, connectDirectClient } from './lib/direct-client.js';
import { runCalls, summarize } from './lib/load.js';
import type { LoadResult, RawRun } from './lib/load.js';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const quick = args.includes('--quick');
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

const TOKEN = 'bench-tool-server-token-0123456789';
const CONCURRENCY = [1, 16] as const;
const CALLS: Record<(typeof CONCURRENCY)[number], number> = quick
  ? { 1: 300, 16: 800 }
  : { 1: 1200, 16: 3200 };
const WARMUP = quick ? 100 : 400;
const ROUNDS = 4;

interface Row {
  operation: 'tools/call consultar_cliente' | 'tools/list';
  result: LoadResult;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'asixto-bench-tool-server-'));
  const server = await startReferenceServer({
    tokens: [TOKEN],
    databasePath: join(dir, 'reference.sqlite'),
    logger: pino({ level: 'silent' }),
  });
  const client = await connectDirectClient(server.url, TOKEN, 'bench-tool-server').catch(async (error) => {
    await server.close();
    throw error;
  });
  try {
    const toolArgs = { documento: 'CC1032456789' };
    const call = async (i: number): Promise<boolean> => {
      const result = await client.callTool({
        name: 'consultar_cliente',
        arguments: toolArgs,
        _meta: benchCallMeta(i),
      });
      return result.isError !== true;
    };
    const list = async (): Promise<boolean> => (await client.listTools()).tools.length === 6;

    // Refuse to measure a server that does not answer correctly.
    if (!(await call(0)) || !(await list())) throw new Error('reference server did not answer correctly');

    const operations = [
      ['tools/call consultar_cliente', call],
      ['tools/list', list],
    ] as const;
    for (const [, fn] of operations) await runCalls(fn, { concurrency: 16, total: WARMUP });

    const rows: (Row & { concurrency: number })[] = [];
    for (const concurrency of CONCURRENCY) {
      const total = CALLS[concurrency];
      progress(`· concurrency ${concurrency}: ${total} calls per operation in ${ROUNDS} alternating rounds`);
      const runs: RawRun[][] = operations.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < operations.length; k++) {
          const m = (round + k) % operations.length;
          const fn = operations[m]![1];
          await runCalls(fn, { concurrency, total: concurrency * 2 });
          runs[m]!.push(await runCalls(fn, { concurrency, total: total / ROUNDS }));
        }
      }
      operations.forEach(([operation], m) =>
        rows.push({ operation, concurrency, result: summarize(runs[m]!, concurrency) }),
      );
    }

    const environment = {
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      quick,
    };
    if (asJson) {
      process.stdout.write(`${JSON.stringify({ environment, rows }, null, 2)}\n`);
      return;
    }
    const lines = [
      `node ${environment.node}, ${environment.cpus} CPUs, load average ${environment.loadAverage.join(' ')}`,
      '',
      'operation                      conc    calls/s   p50 ms   p99 ms   cpu ms/call  errors',
      ...rows.map(
        ({ operation, concurrency, result: r }) =>
          `${operation.padEnd(30)} ${String(concurrency).padStart(4)} ${r.throughput.toFixed(0).padStart(10)} ` +
          `${r.p50Ms.toFixed(2).padStart(8)} ${r.p99Ms.toFixed(2).padStart(8)} ` +
          `${r.cpuMsPerCall.toFixed(3).padStart(13)} ${String(r.errors).padStart(7)}`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await client.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
