// Certifies the reference server N times, read-only and with --allow-writes, and prints the median
// and p95 duration. Target: under 3 s per certification. Run: npx tsx bench/certify-reference.ts [N]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certify } from '@asixto/certify';
import { startReferenceServer } from '@asixto/reference-server';

const runs = Number(process.argv[2] ?? 20);
const TOKEN = 'bench-token';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const noop = () => undefined;
const silent = { debug: noop, info: noop, warn: noop, error: noop, child: () => silent };

const dir = mkdtempSync(join(tmpdir(), 'certify-bench-'));
const reference = await startReferenceServer({
  tokens: [TOKEN],
  databasePath: join(dir, 'reference.sqlite'),
  logger: silent,
});
try {
  for (const allowWrites of [false, true]) {
    const durations: number[] = [];
    let blocking = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const report = await certify(reference.url, { token: TOKEN, allowWrites });
      durations.push(performance.now() - started);
      blocking += report.summary.blocking;
      if (report.fatal) throw new Error(`certification could not run: ${report.fatal.message}`);
    }
    // The first run pays module loading and JIT, as a one-off CLI run does: report it apart.
    const first = durations[0] ?? Number.NaN;
    durations.sort((a, b) => a - b);
    const label = allowWrites ? 'with --allow-writes' : 'read-only          ';
    console.log(
      `${label}  runs=${runs}  median=${percentile(durations, 50).toFixed(0)} ms  p95=${percentile(durations, 95).toFixed(0)} ms  max=${(durations.at(-1) ?? 0).toFixed(0)} ms  first=${first.toFixed(0)} ms  blocking=${blocking}`,
    );
  }
} finally {
  await reference.close();
  rmSync(dir, { recursive: true, force: true });
}
