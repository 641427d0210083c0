/** What {@link withinDeadline} answers when the value was not there in time. */
export const PAST_DEADLINE = Symbol('past deadline');
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
export async function withinDeadline(value, ms) {
    if (!(value instanceof Promise))
        return value;
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(PAST_DEADLINE), Math.max(0, ms));
    });
    try {
        return await Promise.race([value, late]);
    }
    finally {
        clearTimeout(timer);
    }
}
//# sourceMappingURL=deadline.js.map