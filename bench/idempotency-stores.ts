/**
 * `npx tsx bench/idempotency-stores.ts` (`--quick` for a short smoke run, `--json` for JSON on
 * stdout): what one idempotent write costs the toolkit on each store, measured in one run.
 *
 * One "call" is what `runIdempotent` adds around a first execution: a claim on a fresh key, then
 * the completion storing the answer (a ~300-byte result). Per engine: sequential calls (the round
 * trip of one call: wall time and this process's CPU time) and 16 calls in flight (throughput).
 * The three engines run interleaved, in rotating order, over several rounds, and the median round
 * is reported with its ratio to SQLite. SQLite is a file in the temp folder (WAL, synchronous FULL:
 * one fsync per commit); PostgreSQL and Redis are the machine's own services on loopback, as set
 * (PostgreSQL commits with fsync; Redis here keeps nothing on disk). Their server-side CPU is not in
 * "CPU/call": only this process's is. The machine has 2 cores and may be shared: compare ratios
 * from one run, not absolute figures across runs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { createClient } from 'redis';
import {
  ok,
  postgresIdempotencyStore,
  redisIdempotencyStore,
  sqliteIdempotencyStore,
} from '../packages/toolkit/src/index.js';
import type { IdempotencyStore } from '../packages/toolkit/src/index.js';
import {
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  REDIS_URL,
  testName,
} from '../packages/toolkit/test/support/services.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const asJson = args.includes('--json');
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

const ROUNDS = quick ? 3 : 5;
const SEQUENTIAL = quick ? 200 : 500;
const CONCURRENT = quick ? 800 : 2000;
const IN_FLIGHT = 16;
const WARMUP = quick ? 100 : 300;
const silent = pino({ level: 'silent' });
const result = ok(
  { radicado: 'RAD-2026-000201', estado: 'en_cola', sla_horas: 24 },
  'Caso abierto con el radicado RAD-2026-000201; el tiempo de respuesta es de 24 horas. '.repeat(3),
);

type Engine = 'sqlite' | 'postgres' | 'redis';
const ENGINES: Engine[] = ['sqlite', 'postgres', 'redis'];

async function oneCall(store: IdempotencyStore): Promise<void> {
  const outcome = await store.claim('abrir_caso_soporte', randomUUID());
  if (outcome.state !== 'claimed') throw new Error(`fresh key not claimed: ${outcome.state}`);
  if (!(await store.complete(outcome.claim, result))) throw new Error('completion lost');
}

interface Round {
  usPerCall: number;
  cpuUsPerCall: number;
  callsPerSecond: number;
}

async function round(store: IdempotencyStore): Promise<Round> {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < SEQUENTIAL; i++) await oneCall(store);
  const t1 = process.hrtime.bigint();
  const cpu = process.cpuUsage(cpu0);
  let started = 0;
  const worker = async (): Promise<void> => {
    while (started < CONCURRENT) {
      started++;
      await oneCall(store);
    }
  };
  const t2 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const t3 = process.hrtime.bigint();
  return {
    usPerCall: Number(t1 - t0) / 1000 / SEQUENTIAL,
    cpuUsPerCall: (cpu.user + cpu.system) / SEQUENTIAL,
    callsPerSecond: CONCURRENT / (Number(t3 - t2) / 1e9),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

const up = await requireServices(['postgres', 'redis']);
if (!up.postgres || !up.redis)
  throw new Error('the bench compares all three stores: it needs PostgreSQL and Redis');
const dir = mkdtempSync(join(tmpdir(), 'bench-idem-'));
const database = await createTestDatabase('bench');
const prefix = `${testName('bench')}:`;
const pool = new pg.Pool({ connectionString: database.url, max: IN_FLIGHT + 2 });
const redis = createClient({ url: REDIS_URL });
await redis.connect();
const stores: Record<Engine, IdempotencyStore> = {
  sqlite: sqliteIdempotencyStore(join(dir, 'keys.db')),
  postgres: postgresIdempotencyStore(pool, { logger: silent }),
  redis: redisIdempotencyStore(redis, { prefix, logger: silent }),
};
const rounds: Record<Engine, Round[]> = { sqlite: [], postgres: [], redis: [] };
try {
  for (const engine of ENGINES) for (let i = 0; i < WARMUP; i++) await oneCall(stores[engine]);
  for (let r = 0; r < ROUNDS; r++) {
    // Rotate the order, so no engine always runs first (or right after the same neighbour).
    const order = ENGINES.map((_, i) => ENGINES[(i + r) % ENGINES.length] as Engine);
    for (const engine of order) {
      const measured = await round(stores[engine]);
      rounds[engine].push(measured);
      progress(
        `round ${r + 1}/${ROUNDS} ${engine.padEnd(8)} ${measured.usPerCall.toFixed(0)} µs/call, ` +
          `${measured.cpuUsPerCall.toFixed(0)} µs CPU/call, ${measured.callsPerSecond.toFixed(0)} calls/s at ${IN_FLIGHT}`,
      );
    }
  }
} finally {
  for (const store of Object.values(stores)) await store.close();
  await pool.end();
  await redis.close();
  await database.drop();
  await dropRedisPrefix(prefix);
  rmSync(dir, { recursive: true, force: true });
}

const summary = ENGINES.map((engine) => ({
  engine,
  usPerCall: median(rounds[engine].map((r) => r.usPerCall)),
  cpuUsPerCall: median(rounds[engine].map((r) => r.cpuUsPerCall)),
  callsPerSecond: median(rounds[engine].map((r) => r.callsPerSecond)),
}));
const base = summary[0] as (typeof summary)[number];
const report = {
  node: process.version,
  cpus: cpus().length,
  loadavg: loadavg().map((l) => Number(l.toFixed(2))),
  rounds: ROUNDS,
  sequentialCalls: SEQUENTIAL,
  concurrentCalls: CONCURRENT,
  inFlight: IN_FLIGHT,
  engines: summary.map((s) => ({
    ...s,
    latencyVsSqlite: s.usPerCall / base.usPerCall,
    cpuVsSqlite: s.cpuUsPerCall / base.cpuUsPerCall,
    throughputVsSqlite: s.callsPerSecond / base.callsPerSecond,
  })),
};
if (asJson) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else {
  const lines = [
    `claim + complete per call, median of ${ROUNDS} interleaved rounds (Node ${process.version}, ${cpus().length} cores, load ${report.loadavg.join(' ')})`,
    '',
    '| store | round trip / call | × SQLite | CPU / call (this process) | × SQLite | calls/s at 16 in flight | × SQLite |',
    '|---|---|---|---|---|---|---|',
    ...report.engines.map(
      (e) =>
        `| ${e.engine} | ${e.usPerCall.toFixed(0)} µs | ${e.latencyVsSqlite.toFixed(2)} | ${e.cpuUsPerCall.toFixed(0)} µs | ` +
        `${e.cpuVsSqlite.toFixed(2)} | ${e.callsPerSecond.toFixed(0)} | ${e.throughputVsSqlite.toFixed(2)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
