import { performance } from 'node:perf_hooks';

export interface LoadResult {
  calls: number;
  concurrency: number;
  /** Calls per second over the measured window. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * CPU time of this whole process per call (user + system). Everything runs in one process, so
   * the difference between two modes is what the extra layer costs, and unlike wall-clock latency it
   * holds up when other processes compete for the CPU.
   */
  cpuMsPerCall: number;
  errors: number;
}

/** Quantile of sorted samples (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** One measured stretch of calls, before aggregation. */
export interface RawRun {
  samples: number[];
  elapsedS: number;
  cpuMs: number;
  errors: number;
}

/**
 * Runs `total` calls of `fn` with `concurrency` workers pulling from one counter (closed loop).
 * `fn` resolves true when the call succeeded. With `record` false nothing is kept (warm-up).
 */
export async function runCalls(
  fn: (i: number) => Promise<boolean>,
  options: { concurrency: number; total: number },
): Promise<RawRun> {
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  const worker = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= options.total) return;
      const started = performance.now();
      let ok = false;
      try {
        ok = await fn(i);
      } catch {
        ok = false;
      }
      samples.push(performance.now() - started);
      if (!ok) errors++;
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { samples, elapsedS, cpuMs: (used.user + used.system) / 1000, errors };
}

/** Aggregates the stretches of one mode (run interleaved with the other modes) into one result. */
export function summarize(runs: readonly RawRun[], concurrency: number): LoadResult {
  const samples = runs.flatMap((r) => r.samples).sort((a, b) => a - b);
  const elapsedS = runs.reduce((sum, r) => sum + r.elapsedS, 0);
  const cpuMs = runs.reduce((sum, r) => sum + r.cpuMs, 0);
  return {
    calls: samples.length,
    concurrency,
    throughput: samples.length / elapsedS,
    p50Ms: quantile(samples, 0.5),
    p99Ms: quantile(samples, 0.99),
    cpuMsPerCall: cpuMs / samples.length,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Times `fn` sequentially `total` times after `warmup` runs; returns p50/p99 in ms. */
export async function timeSequential(
  fn: () => Promise<unknown>,
  options: { total: number; warmup: number },
): Promise<{ p50Ms: number; p99Ms: number; cpuMsPerCall: number; calls: number }> {
  for (let i = 0; i < options.warmup; i++) await fn();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < options.total; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  samples.sort((a, b) => a - b);
  return {
    p50Ms: quantile(samples, 0.5),
    p99Ms: quantile(samples, 0.99),
    cpuMsPerCall: (used.user + used.system) / 1000 / options.total,
    calls: options.total,
  };
}
