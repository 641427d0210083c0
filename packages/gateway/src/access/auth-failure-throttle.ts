import type { GatewayLogger } from '../logger.js';
import { createRateLimiter } from '../util/rate-limiter.js';

export interface AuthFailureThrottleOptions {
  /** Failed authentications an address may make per second, sustained; 0 turns the throttle off. */
  perSecond: number;
  /** Failures an address may make at once before it is throttled. */
  burst: number;
  logger: GatewayLogger;
  /** One warn line per address per interval sums its failures up. */
  logIntervalMs?: number;
  /** Addresses remembered at most, for the buckets and for the log lines of one interval. */
  maxAddresses?: number;
  /** Addresses named one per line in an interval's log; the rest are summed in one more line. */
  maxLogLines?: number;
  now?: () => number;
}

interface Tally {
  failures: number;
  refused: number;
}

export interface AuthFailureThrottle {
  /** How long `address` is still throttled, in ms; 0 when it may try. A throttled try is counted. */
  throttled(address: string): number;
  /** Counts one failed authentication of `address`. */
  failed(address: string): void;
  /** Writes what is pending and stops the log timer. */
  close(): void;
}

/**
 * Throttles failed authentication per client address: past its burst, an address gets 429 with
 * `Retry-After` *before* its credential is checked (so guessing goes no faster than `perSecond`), until
 * its bucket refills. Failures are logged as one warn line per address and interval, not per attempt.
 */
export function createAuthFailureThrottle(options: AuthFailureThrottleOptions): AuthFailureThrottle {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const intervalMs = options.logIntervalMs ?? 10_000;
  const maxAddresses = options.maxAddresses ?? 10_000;
  const maxLogLines = options.maxLogLines ?? 100;
  const take = createRateLimiter({
    perSecond: options.perSecond,
    burst: options.burst,
    maxKeys: maxAddresses,
    now,
  });
  const blockedUntil = new Map<string, number>();
  let tallies = new Map<string, Tally>();
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;

  const tally = (address: string): Tally | undefined => {
    let t = tallies.get(address);
    if (!t) {
      if (tallies.size >= maxAddresses) {
        dropped += 1;
        return undefined;
      }
      t = { failures: 0, refused: 0 };
      tallies.set(address, t);
    }
    timer ??= setTimeout(flush, intervalMs).unref();
    return t;
  };

  function flush(): void {
    timer = undefined;
    const entries = [...tallies];
    tallies = new Map();
    let rest = { addresses: dropped, failures: 0, refused: 0 };
    dropped = 0;
    entries.forEach(([address, t], i) => {
      if (i < maxLogLines) logger.warn({ address, ...t, intervalMs }, 'authentication failures');
      else
        rest = {
          addresses: rest.addresses + 1,
          failures: rest.failures + t.failures,
          refused: rest.refused + t.refused,
        };
    });
    if (rest.addresses > 0) logger.warn({ ...rest, intervalMs }, 'authentication failures (other addresses)');
  }

  return {
    throttled(address) {
      const until = blockedUntil.get(address);
      if (until === undefined) return 0;
      const left = until - now();
      if (left <= 0) {
        blockedUntil.delete(address);
        return 0;
      }
      const t = tally(address);
      if (t) t.refused += 1;
      return left;
    },
    failed(address) {
      const t = tally(address);
      if (t) t.failures += 1;
      const decision = take(address);
      if (decision.ok) return;
      blockedUntil.delete(address);
      blockedUntil.set(address, now() + decision.retryAfterMs);
      if (blockedUntil.size > maxAddresses) blockedUntil.delete(blockedUntil.keys().next().value as string);
    },
    close() {
      if (timer) clearTimeout(timer);
      if (tallies.size > 0 || dropped > 0) flush();
    },
  };
}
