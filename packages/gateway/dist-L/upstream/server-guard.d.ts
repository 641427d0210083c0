import type { UpstreamCallSettled } from './create-upstream.js';
/** Bounds on one upstream server's calls. */
export interface ServerGuardOptions {
    /** Calls in flight to the server at once; beyond it a call ends `unavailable` at once. */
    maxConcurrentCalls: number;
    /** Consecutive timeouts or unavailabilities that open the breaker. */
    breakerFailures: number;
    /** How long the breaker stays open before letting one trial call through. */
    breakerHalfOpenAfterMs: number;
}
export declare const DEFAULT_SERVER_GUARD: Readonly<ServerGuardOptions>;
export type BreakerState = 'closed' | 'open' | 'half_open';
/**
 * A bulkhead and a circuit breaker around one server's calls (cockatiel). A dead or drowning
 * server must not make every caller wait its deadline (voice callers would hear 4 s of silence
 * per turn) nor take all of the gateway's sockets: beyond `maxConcurrentCalls` a call is refused
 * at once, and after `breakerFailures` consecutive timeouts/unavailabilities calls are refused at
 * once until, `breakerHalfOpenAfterMs` later, one trial call decides whether to close again.
 * A business error (`complete` with `isError`) is a working server, not a failure.
 */
export interface ServerGuard {
    run(call: () => Promise<UpstreamCallSettled>): Promise<UpstreamCallSettled>;
    readonly state: BreakerState;
    /** Calls running now. */
    readonly inFlight: number;
    onStateChange(listener: (state: BreakerState) => void): void;
}
export declare function createServerGuard(options?: Partial<ServerGuardOptions>): ServerGuard;
//# sourceMappingURL=server-guard.d.ts.map