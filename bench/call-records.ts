/**
 * Issue 33's cost: CPU per call of this process for what observability adds to a call, at
 * concurrency 1 (one call at a time, the queue written in its batches as it fills):
 * - `embedded`: the call record (id, keyed hash of the conversation, queue) and its share of the
 *   batched write to the SQLite registry;
 * - `cluster`: the same on PostgreSQL (the driver's side; the database's own CPU is another
 *   process), plus the live fan-out's batched Redis publish; skipped when an engine is down;
 * - `otel`: the call's span and one upstream attempt span, exported over OTLP/HTTP (protobuf) in
 *   batches to a local sink (which only drains the bytes).
 * Each is measured against the same loop with observability off (the event built, nothing done),
 * in rounds, median of the rounds. Called by `bench/gateway.ts`; alone:
 * `tsx --tsconfig bench/tsconfig.run.json bench/call-records.ts [--quick]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createCallRecords } from '../packages/gateway/src/records/call-records.js';
import { createRedisCallFanout } from '../packages/gateway/src/records/redis-call-fanout.js';
import { openSqliteRegistryStore } from '../packages/gateway/src/registry/sqlite-registry-store.js';
import { openPostgresRegistryStore } from '../packages/gateway/src/registry/postgres-registry-store.js';
import type { RegistryStore } from '../packages/gateway/src/registry/registry-store.js';
import type { CallFinishedEvent } from '../packages/gateway/src/observer.js';
import { loadOtelTracer } from '../packages/gateway/src/telemetry/load-otel-tracer.js';
import { createSharedEngines } from './lib/shared-engines.js';

const SECRET = 'b7'.repeat(32);
const BATCH = 500;
const silent = pino({ level: 'silent' });

const eventOf = (i: number): CallFinishedEvent => ({
  requestId: `req_${i}`,
  company: 'acme',
  tool: 'consultar_cliente',
  serverId: 'srv_0123456789abcdef',
  outcome: i % 10 === 0 ? 'tool_error' : 'ok',
  ...(i % 10 === 0 ? { errorType: 'NOT_FOUND' as const } : {}),
  attempts: 1,
  latencyMs: 1.234,
  truncated: false,
  conversationId: `cnv_${i % 50}`,
});

/** CPU ms per call of `perCall` run `calls` times, awaiting `settle` after every batch. */
async function cpuMsPerCall(
  perCall: (i: number) => void,
  settle: () => Promise<void>,
  calls: number,
): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    perCall(i);
    if ((i + 1) % BATCH === 0) await settle();
  }
  await settle();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / calls;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type Mode = { perCall: (i: number) => void; settle: () => Promise<void> };

/** Rounds of `mode` against the same loop doing nothing but building the event: added CPU per call. */
async function added(
  mode: Mode,
  calls: number,
  rounds: number,
): Promise<{ cpuMsPerCall: number; baselineCpuMsPerCall: number }> {
  const baseline: Mode = { perCall: (i) => void eventOf(i), settle: () => Promise.resolve() };
  await cpuMsPerCall(mode.perCall, mode.settle, Math.min(calls, 2_000)); // warm-up
  const on: number[] = [];
  const off: number[] = [];
  for (let r = 0; r < rounds; r++) {
    off.push(await cpuMsPerCall(baseline.perCall, baseline.settle, calls));
    on.push(await cpuMsPerCall(mode.perCall, mode.settle, calls));
  }
  const base = median(off);
  return { cpuMsPerCall: Math.max(0, median(on) - base), baselineCpuMsPerCall: base };
}

function recordsMode(
  store: RegistryStore,
  share?: (r: Parameters<NonNullable<Parameters<typeof createCallRecords>[0]['live']>>[0]) => void,
) {
  const records = createCallRecords({
    store: store.calls!,
    instanceId: 'bench',
    secretKey: SECRET,
    retentionDays: 30,
    logger: silent,
    ...(share ? { live: share } : {}),
  });
  return {
    mode: {
      perCall: (i: number) => records.observer.callFinished?.(eventOf(i)),
      settle: () => records.recorder.flush(),
    },
    close: () => records.close(),
  };
}

export async function measureCallRecords({ quick }: { quick: boolean }) {
  const calls = quick ? 5_000 : 20_000;
  const rounds = quick ? 3 : 5;
  const dir = mkdtempSync(join(tmpdir(), 'asixto-bench-records-'));
  try {
    const sqlite = openSqliteRegistryStore(join(dir, 'registry.sqlite'));
    const embedded = recordsMode(sqlite);
    const embeddedCost = await added(embedded.mode, calls, rounds);
    await embedded.close();
    await sqlite.close();

    let cluster: { cpuMsPerCall: number; baselineCpuMsPerCall: number } | { skipped: string };
    try {
      const engines = await createSharedEngines();
      try {
        const pg = openPostgresRegistryStore({ url: engines.databaseUrl });
        const fanout = createRedisCallFanout({
          url: engines.redisUrl,
          prefix: engines.redisPrefix,
          instanceId: 'bench',
          secretKey: SECRET,
          logger: silent,
          onRecord: () => undefined,
        });
        await fanout.start();
        const shared = recordsMode(pg, (r) => fanout.publish(r));
        cluster = await added(shared.mode, calls, rounds);
        await shared.close();
        await fanout.close();
        await pg.close();
      } finally {
        await engines.drop();
      }
    } catch (error) {
      cluster = { skipped: (error as Error).message };
    }

    const sink = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    // The exporter reads its endpoint from the process's environment.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    const tracer = await loadOtelTracer(
      { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' },
      { instanceId: 'bench', version: 'bench' },
    );
    const otel = await added(
      {
        perCall: (i) => {
          const span = tracer.startCall({
            company: 'acme',
            requestId: `req_${i}`,
            traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
          });
          span.attempt(1, 'consultar_cliente', 'srv_0123456789abcdef').end();
          span.end(eventOf(i));
        },
        // Let the batch processor export as it would between calls.
        settle: () => new Promise((resolve) => setImmediate(resolve)),
      },
      calls,
      rounds,
    );
    await tracer.shutdown();
    await new Promise((resolve) => sink.close(resolve));
    return { calls, rounds, embedded: embeddedCost, cluster, otel, budgetMsPerCall: 0.05 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureCallRecords({ quick: process.argv.includes('--quick') }).then(
    (result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`bench failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
