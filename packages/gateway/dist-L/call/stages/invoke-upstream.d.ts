import type { Channel } from '@asixto/contract';
import type { GatewayLogger } from '../../logger.js';
import type { GatewayObserver } from '../../observer.js';
import type { CallEnd, ReadyCall, SettledCall } from '../call-types.js';
export interface InvokeUpstreamOptions {
    deadlines?: Readonly<Record<Channel, number>>;
    maxRetries?: number;
    observer: Required<GatewayObserver>;
    logger: GatewayLogger;
}
/**
 * Stage 6 · the upstream `tools/call` with the channel's deadline (counted from the call's start).
 * A connection dropped before the reply is retried by the upstream as a new request with the same
 * `_meta` (same idempotency key), inside the same deadline, at most `maxRetries` times.
 * Ends with `timeout` (deadline reached, never retried) or `unavailable` (unreachable, refused,
 * or retries exhausted). A JSON-RPC error, a non-`complete` result or an unreadable answer ends
 * with `tool_error` `SYSTEM` (page 06), shaped like any answer.
 */
export declare function invokeUpstream({ deadlines, maxRetries, observer, logger, }: InvokeUpstreamOptions): (call: ReadyCall) => Promise<SettledCall | CallEnd>;
//# sourceMappingURL=invoke-upstream.d.ts.map