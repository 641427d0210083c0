/**
 * `npm run -s bench:storm` (after `--`: `--json` for JSON on stdout, `--seconds N` per phase,
 * default 15; `--parameters N`, default 36,000, a ~1.7 MiB listing): what a tenant server that notifies `tools/list_changed` without pause, with a costly
 * catalog, takes from the gateway's event loop, which every tenant's calls share.
 *
 * The gateway (library, built packages) runs in this process; the tenant server in its own
 * (`lib/notifying-process.ts`). Three phases of equal length over the same registered server:
 * `quiet` (no notifications: the gateway's idle cost), `storm` (a notification every 10 ms), then
 * `flood` (a listen stream of nothing but notifications, written as fast as the gateway reads).
 * Per phase: event-loop utilisation, this process's CPU per second, how late a 10 ms timer runs on
 * the event loop (p99, max: how long another tenant's call could wait behind a listing), and how
 * many listings the server served. Compare phases within one run: the machine has 2 cores and may
 * be shared.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pino from 'pino';
import { createGateway } from '@asixto/gateway';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
};
const asJson = args.includes('--json');
const seconds = option('seconds', 15);
const parameters = option('parameters', 36_000);
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

interface Phase {
  elu: number;
  cpuMsPerSecond: number;
  /** How late the 10 ms timer ran beyond its period. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const TIMER_MS = 10;

async function measure(ms: number): Promise<Phase> {
  const delay = monitorEventLoopDelay({ resolution: TIMER_MS });
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  delay.disable();
  const used = process.cpuUsage(cpu);
  return {
    elu: performance.eventLoopUtilization(elu).utilization,
    cpuMsPerSecond: (used.user + used.system) / 1000 / (ms / 1000),
    loopDelayP99Ms: Math.max(0, delay.percentile(99) / 1e6 - TIMER_MS),
    loopDelayMaxMs: Math.max(0, delay.max / 1e6 - TIMER_MS),
  };
}

function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (reply: unknown): void => {
      if (typeof reply !== 'object' || reply === null || !(key in reply)) return;
      child.off('message', onMessage);
      resolve((reply as Record<string, T>)[key] as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

const child = fork(join(import.meta.dirname, 'lib', 'notifying-process.ts'), [String(parameters)], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'pipe', 'ignore', 'ipc'],
});
const server = await new Promise<{ url: string; listingBytes: number }>((resolve, reject) => {
  child.stdout?.once('data', (data: Buffer) => resolve(JSON.parse(data.toString()) as never));
  child.once('exit', (code) => reject(new Error(`tenant server exited (${code})`)));
});
const dir = mkdtempSync(join(tmpdir(), 'bench-storm-'));
const gateway = createGateway({
  databasePath: join(dir, 'registry.db'),
  secretKey: randomBytes(32).toString('hex'),
  devMode: true,
  logger: pino({ level: 'silent' }),
  certifyTimeoutMs: 60_000,
});
try {
  await gateway.registerTenant({
    company: 'acme',
    name: 'Acme',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  progress(`listing of ${(server.listingBytes / 1024 / 1024).toFixed(2)} MiB; registering…`);
  const { certification } = await gateway.registerServer('acme', { url: server.url });
  progress(
    `certification ${certification.status} (${certification.certifiedTools.join(', ') || 'nothing certified'})`,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the registration's work settle
  progress(`quiet ${seconds} s…`);
  const quiet = await measure(seconds * 1000);
  const before = await ask<number>(child, 'listings', 'listings');
  child.send('storm');
  progress(`storm ${seconds} s…`);
  const storm = await measure(seconds * 1000);
  const afterStorm = await ask<number>(child, 'listings', 'listings');
  const listings = afterStorm - before;
  child.send('flood');
  progress(`flood ${seconds} s…`);
  const flooded = await measure(seconds * 1000);
  const floodListings = (await ask<number>(child, 'listings', 'listings')) - afterStorm;
  const result = {
    node: process.version,
    seconds,
    listingBytes: server.listingBytes,
    quiet,
    storm: { ...storm, listings },
    flood: { ...flooded, listings: floodListings },
  };
  if (asJson) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    const row = (name: string, p: Phase, extra = ''): string =>
      `${name.padEnd(6)} ELU ${(p.elu * 100).toFixed(1).padStart(5)} %  CPU ${p.cpuMsPerSecond.toFixed(0).padStart(4)} ms/s  loop delay p99 ${p.loopDelayP99Ms.toFixed(1).padStart(6)} ms, max ${p.loopDelayMaxMs.toFixed(0).padStart(5)} ms${extra}`;
    process.stdout.write(
      [
        row('quiet', quiet),
        row('storm', storm, `  (${listings} listings)`),
        row('flood', flooded, `  (${floodListings} listings)`),
      ].join('\n') + '\n',
    );
  }
} finally {
  await gateway.close();
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
