import { BrokenCircuitError, BulkheadRejectedError, CircuitState, ConsecutiveBreaker, IsolatedCircuitError, bulkhead, circuitBreaker, handleWhenResult, wrap, } from 'cockatiel';
export const DEFAULT_SERVER_GUARD = Object.freeze({
    maxConcurrentCalls: 32,
    breakerFailures: 5,
    breakerHalfOpenAfterMs: 10_000,
});
const STATES = {
    [CircuitState.Closed]: 'closed',
    [CircuitState.Open]: 'open',
    [CircuitState.HalfOpen]: 'half_open',
    [CircuitState.Isolated]: 'open',
};
export function createServerGuard(options = {}) {
    const { maxConcurrentCalls, breakerFailures, breakerHalfOpenAfterMs } = {
        ...DEFAULT_SERVER_GUARD,
        ...options,
    };
    const failed = (settled) => settled.status === 'timeout' || settled.status === 'unavailable';
    const breaker = circuitBreaker(handleWhenResult((result) => failed(result)), { halfOpenAfter: breakerHalfOpenAfterMs, breaker: new ConsecutiveBreaker(breakerFailures) });
    const limit = bulkhead(maxConcurrentCalls, 0);
    const policy = wrap(limit, breaker);
    const circuitOpen = { status: 'unavailable', code: 'CIRCUIT_OPEN', attempts: 0 };
    return {
        async run(call) {
            // cockatiel makes callers wait for the half-open trial; they are refused at once instead.
            if (breaker.state === CircuitState.HalfOpen)
                return circuitOpen;
            try {
                return await policy.execute(() => call());
            }
            catch (error) {
                if (error instanceof BulkheadRejectedError)
                    return { status: 'unavailable', code: 'BULKHEAD_FULL', attempts: 0 };
                if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError)
                    return circuitOpen;
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
//# sourceMappingURL=server-guard.js.map