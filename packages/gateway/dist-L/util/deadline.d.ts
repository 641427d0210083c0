/** What {@link withinDeadline} answers when the value was not there in time. */
export declare const PAST_DEADLINE: unique symbol;
/**
 * `value` once it settles, or {@link PAST_DEADLINE} if it is still pending after `ms`. The one
 * deadline helper of the gateway: a plain value passes through without a timer, and the timer is
 * always cleared. A rejection of `value` within the deadline rejects; after it, the caller has
 * moved on and the rejection is the producer's to handle.
 *
 * @example
 * const client = await withinDeadline(connect(), remainingMs);
 * if (client === PAST_DEADLINE) return { status: 'timeout' };
 */
export declare function withinDeadline<T>(value: T | Promise<T>, ms: number): Promise<T | typeof PAST_DEADLINE>;
//# sourceMappingURL=deadline.d.ts.map