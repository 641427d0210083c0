import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ConsecutiveBreaker,
  IsolatedCircuitError,
  bulkhead,
  circuitBreaker,
  handleWhenResult,
  wrap,
} from 'cockatiel';
import type { UpstreamCallSettled } from './upstream-call-settled.js';

/** Bounds on one upstream server's calls. */
export interface ServerGuardOptions {
  /** Calls in flight to the server at once; beyond it a call ends `unavailable` at once. */
  maxConcurrentCalls: number;
  /** Consecutive failures (timeouts, unavailabilities, answers over a bound) that open the breaker. */
  breakerFailures: number;
  /** How long the breaker stays open before letting one trial call through. */
  breakerHalfOpenAfterMs: number;
}

export const DEFAULT_SERVER_GUARD: Readonly<ServerGuardOptions> = Object.freeze({
  maxConcurrentCalls: 32,
  breakerFailures: 5,
  breakerHalfOpenAfterMs: 10_000,
});

/** Protocol errors that are answers over a bound (they count against the breaker). */
const OVER_BOUND_CODES = new Set(['RESPONSE_TOO_LARGE', 'RESPONSE_TOO_COMPLEX']);

export type BreakerState = 'closed' | 'open' | 'half_open';

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Isolated]: 'open',
};

/**
 * A bulkhead and a circuit breaker around one server's calls (cockatiel). A dead or drowning
 * server must not make every caller wait its deadline (voice callers would hear 4 s of silence
 * per turn) nor take all of the gateway's sockets: beyond `maxConcurrentCalls` a call is refused
 * at once, and after `breakerFailures` consecutive timeouts/unavailabilities calls are refused at
 * once until, `breakerHalfOpenAfterMs` later, one trial call decides whether to close again.
 * An answer over a byte or structure bound counts as a failure too: it cost the gateway reading
 * it, and a server that keeps sending such answers is refused at once like a dead one. A business
 * error (`complete` with `isError`) is a working server, not a failure.
 */
export interface ServerGuard {
  run(call: () => Promise<UpstreamCallSettled>): Promise<UpstreamCallSettled>;
  readonly state: BreakerState;
  /** Calls running now. */
  readonly inFlight: number;
  onStateChange(listener: (state: BreakerState) => void): void;
}

export function createServerGuard(options: Partial<ServerGuardOptions> = {}): ServerGuard {
  const { maxConcurrentCalls, breakerFailures, breakerHalfOpenAfterMs } = {
    ...DEFAULT_SERVER_GUARD,
    ...options,
  };
  const failed = (settled: UpstreamCallSettled): boolean =>
    settled.status === 'timeout' ||
    settled.status === 'unavailable' ||
    (settled.status === 'protocol_error' && OVER_BOUND_CODES.has(settled.code));
  const breaker = circuitBreaker(
    handleWhenResult((result) => failed(result as UpstreamCallSettled)),
    { halfOpenAfter: breakerHalfOpenAfterMs, breaker: new ConsecutiveBreaker(breakerFailures) },
  );
  const limit = bulkhead(maxConcurrentCalls, 0);
  const policy = wrap(limit, breaker);
  const circuitOpen: UpstreamCallSettled = { status: 'unavailable', code: 'CIRCUIT_OPEN', attempts: 0 };
  return {
    async run(call) {
      // cockatiel makes callers wait for the half-open trial; they are refused at once instead.
      if (breaker.state === CircuitState.HalfOpen) return circuitOpen;
      try {
        return await policy.execute(() => call());
      } catch (error) {
        if (error instanceof BulkheadRejectedError)
          return { status: 'unavailable', code: 'BULKHEAD_FULL', attempts: 0 };
        if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) return circuitOpen;
        throw error;
      }
    },
    get state() {
      return STATES[breaker.state];
    },
    get inFlight() {
      return maxConcurrentCalls - limit.executionSlots;
    },
    onStateChange(listener) {
      breaker.onStateChange((state) => listener(STATES[state]));
    },
  };
}
