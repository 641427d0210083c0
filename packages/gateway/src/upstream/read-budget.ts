import { createRateLimiter } from '../util/rate-limiter.js';
import type { RateDecision } from '../util/rate-limiter.js';

/**
 * Server-sent events other than responses (notifications, and whatever does not parse) read per
 * second from one server, all its streams together, and how many at once after a quiet spell.
 * Each costs the client's schema parsing on the service's event loop: a server that wrote
 * `list_changed` as fast as its socket allowed kept that loop 97 % busy. An honest server sends a
 * few per change or per call; responses, one per call, are never held back.
 */
export const EVENTS_PER_SECOND = 50;
export const EVENT_BURST = 200;

/**
 * Bytes of answers read per second from one server, all requests together, and how many at once
 * (two of the largest answers). Decoding, parsing and checking an answer costs the service's event
 * loop ~18 ms per MiB: a server that answered every call with 5 MiB took 99 ms of it per call. An
 * honest server answering 200 calls a second with 20 KB each stays within it.
 */
export const ANSWER_BYTES_PER_SECOND = 4 * 1024 * 1024;
export const ANSWER_BYTE_BURST = 16 * 1024 * 1024;

/** Takes from a budget: a promise to await first, or undefined to go on at once (the hot path). */
export type Pace = (cost: number) => Promise<void> | undefined;

/**
 * What one tenant server may make the gateway read, across its connections: past either rate the
 * reader waits before reading on, TCP pushes back on the server, and only that server's requests
 * slow down (to their deadline, and its breaker). Nothing is dropped.
 */
export interface ReadBudget {
  /** One event that is not a response. */
  event: Pace;
  /** `cost` bytes of an answer. */
  bytes: Pace;
}

type Take = (key: string, cost?: number) => RateDecision;

async function waitFor(take: Take, cost: number, firstWaitMs: number): Promise<void> {
  let waitMs = firstWaitMs;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const taken = take('', cost);
    if (taken.ok) return;
    waitMs = taken.retryAfterMs;
  }
}

function pace(take: Take): Pace {
  return (cost) => {
    const taken = take('', cost);
    return taken.ok ? undefined : waitFor(take, cost, taken.retryAfterMs);
  };
}

/** A server's read budget; one per upstream, shared by the connections it makes in turn. */
export function createReadBudget(): ReadBudget {
  const now = (): number => performance.now();
  return {
    event: pace(createRateLimiter({ perSecond: EVENTS_PER_SECOND, burst: EVENT_BURST, now })),
    bytes: pace(createRateLimiter({ perSecond: ANSWER_BYTES_PER_SECOND, burst: ANSWER_BYTE_BURST, now })),
  };
}
