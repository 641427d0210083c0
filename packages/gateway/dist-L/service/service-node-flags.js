/**
 * The Node flags the service process runs with: the bin's shebang passes them (`env -S`), and
 * scripts that start `dist/cli.js` with `node` directly pass the same list.
 *
 * `--max-semi-space-size=4` caps V8's young generation at 4 MiB per semi-space instead of the 16 it
 * grows to under load. Both halves stay resident once touched, so that is ~24 MiB of RSS a busy
 * service holds for short-lived garbage: 89–94 instead of 97–99 MiB idle, and with 1,000 registered
 * tools 157–163 MiB once a full GC has run (187–191 before; main 191–192), for no measurable CPU
 * per call (interleaved runs,
 * service in its own process: 1.24–1.33 vs 1.25–1.27 ms at concurrency 1, 0.95–0.99 vs 0.94–0.99 ms
 * at 16). A smaller cap (2 MiB) promotes more garbage to the old generation and costs more RSS.
 *
 * `--heap-growing-percent=20` lets the old generation grow to 1.2× what the last full GC found live
 * before the next one, instead of the up to 4× V8 picks for a small heap. A registration burst
 * promotes short-lived garbage; with the default the heap kept it until the memory reducer ran
 * (10-25 s later): 1,000 tools registered, RSS 1 s after 164 / 172 / 164 MiB -> 146 / 145 / 146
 * (interleaved starts), registration 6.6 / 6.1 / 5.6 -> 6.2 / 6.0 / 5.8 s; service CPU per call
 * unchanged (2.06 vs 2.05 ms at concurrency 1, 0.88 vs 0.84 at 16, interleaved rounds).
 */
export const SERVICE_NODE_FLAGS = Object.freeze([
    '--max-semi-space-size=4',
    '--heap-growing-percent=20',
]);
//# sourceMappingURL=service-node-flags.js.map