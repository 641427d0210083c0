import type { LeakCount, LeakRuleId } from '@asixto/contract';

const MINUTE_MS = 60_000;

/** How a server's answers have leaked lately, as the administration API shows it. */
export interface LeakSummary {
  /** The window the figures cover. */
  windowMinutes: number;
  /** Calls whose answer the result guard had to clean in the window. */
  calls: number;
  /** The last such call (ISO 8601), in the window or before; `null` when none since start. */
  lastAt: string | null;
  /** The rules those answers broke, in the window. */
  rules: LeakRuleId[];
}

/**
 * What this process saw one server's answers leak (the calls the result guard cleaned), per minute
 * over a sliding window: a server that keeps leaking shows it in its status. Memory is bounded: one
 * bucket per minute of the window.
 */
export class LeakTally {
  private readonly buckets: { minute: number; calls: number; rules: Set<LeakRuleId> }[] = [];
  private last: number | undefined;

  constructor(private readonly windowMinutes = 15) {}

  /** One call whose answer leaked, at `at` (epoch ms). */
  record(at: number, leaks: readonly LeakCount[]): void {
    const minute = Math.floor(at / MINUTE_MS);
    this.prune(minute);
    let bucket = this.buckets.at(-1);
    if (!bucket || bucket.minute !== minute)
      this.buckets.push((bucket = { minute, calls: 0, rules: new Set() }));
    bucket.calls++;
    for (const leak of leaks) bucket.rules.add(leak.rule);
    this.last = Math.max(this.last ?? at, at);
  }

  summary(now: number): LeakSummary {
    this.prune(Math.floor(now / MINUTE_MS));
    const rules = new Set<LeakRuleId>();
    let calls = 0;
    for (const bucket of this.buckets) {
      calls += bucket.calls;
      for (const rule of bucket.rules) rules.add(rule);
    }
    return {
      windowMinutes: this.windowMinutes,
      calls,
      lastAt: this.last === undefined ? null : new Date(this.last).toISOString(),
      rules: [...rules].sort(),
    };
  }

  private prune(nowMinute: number): void {
    while (
      this.buckets.length > 0 &&
      (this.buckets[0] as { minute: number }).minute <= nowMinute - this.windowMinutes
    )
      this.buckets.shift();
  }
}
