import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { CONFIG_DEFAULTS } from '@asixto/gateway/service';
import type { SharedEngines } from './shared-engines.js';

/** The bench's flags, constants and the gateway configuration every section starts from. */
const args = process.argv.slice(2);
export const asJson = args.includes('--json');
export const quick = args.includes('--quick');
// Left to the scheduler, the load generator and the service it wakes often share a core on a
// 2-core machine, and each then waits for the other's leftover work; pinned apart they do not.
export const pinned = args.includes('--pin');
export const progress = (line: string): void => void process.stderr.write(`${line}\n`);

export const RUNTIME = 'bench-runtime-token-0123456789';
export const ADMIN = 'bench-admin-token-0123456789';
export const UPSTREAM = 'bench-upstream-token-0123456789';
export const SECRET = 'b7'.repeat(32);
export const CONCURRENCY = [1, 16, 64] as const;
export type Concurrency = (typeof CONCURRENCY)[number];
export const CALLS: Record<Concurrency, number> = quick
  ? { 1: 400, 16: 640, 64: 1280 }
  : { 1: 2000, 16: 1600, 64: 2560 };
// A service runs for days: what counts is the cost once V8 has optimised the call path, which
// takes a few thousand calls (a few hundred leave CPU per call 1.5-2x above its steady value).
export const WARMUP = quick ? 300 : 3000;
export const ROUNDS = 4;
export const silent = pino({ level: 'silent' });
export const root = fileURLToPath(new URL('../../', import.meta.url));

export type Engines = Pick<SharedEngines, 'databaseUrl' | 'redisUrl' | 'redisPrefix'> | undefined;

export function serviceConfig(dataDir: string, engines?: Engines) {
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

export async function inBatches<T>(
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
