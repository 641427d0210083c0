/**
 * The Node flags the service process runs with: the bin's shebang passes them (`env -S`), and
 * scripts that start `dist/cli.js` with `node` directly pass the same list.
 *
 * `--max-semi-space-size=2` caps V8's young generation at 2 MiB per semi-space instead of the 16 it
 * grows to under load; both halves stay resident once touched. 4 MiB held 89–94 instead of 97–99
 * MiB idle (157–163 with 1,000 tools, 187–191 before), and once `--heap-growing-percent` keeps the
 * old generation tight, 2 MiB holds ~5 MiB less again at start: RSS 0.5 s after start 83.9 / 84.2 /
 * 82.9 -> 78.2 / 80.2 / 74.9 MiB, with 1,000 tools 136.3 / 136.9 / 135.7 -> 133.4 / 136.1 / 136.3,
 * registration 4.6 / 3.9 / 4.2 -> 4.3 / 4.2 / 4.2 s (interleaved starts); service CPU per call
 * within the noise of interleaved runs (concurrency 1: 0.92 / 0.72 / 0.74 vs 0.81 / 0.74 / 0.80 ms;
 * 16: 0.49 / 0.51 vs 0.48 / 0.54). A 1 MiB cap cost CPU at concurrency 16 (0.64–0.67 ms).
 *
 * `--heap-growing-percent=20` lets the old generation grow to 1.2× what the last full GC found live
 * before the next one, instead of the up to 4× V8 picks for a small heap. A registration burst
 * promotes short-lived garbage; with the default the heap kept it until the memory reducer ran
 * (10-25 s later): 1,000 tools registered, RSS 1 s after 164 / 172 / 164 MiB -> 146 / 145 / 146
 * (interleaved starts), registration 6.6 / 6.1 / 5.6 -> 6.2 / 6.0 / 5.8 s; service CPU per call
 * unchanged (2.06 vs 2.05 ms at concurrency 1, 0.88 vs 0.84 at 16, interleaved rounds).
 */
export const SERVICE_NODE_FLAGS: readonly string[] = Object.freeze([
  '--max-semi-space-size=2',
  '--heap-growing-percent=20',
]);
