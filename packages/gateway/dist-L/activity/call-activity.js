import { createCallMinutes } from './call-minutes.js';
import { callRecordOf, createCallRing } from './call-ring.js';
/**
 * What this instance saw of its calls, fed by the runtime's `callFinished` hook: the ring of recent
 * calls (with its live listeners) and the per-minute statistics of the overview.
 */
export function createCallActivity({ ringSize = 500, windowMinutes = 15, now = Date.now, } = {}) {
    const ring = createCallRing(ringSize);
    const minutes = createCallMinutes({ windowMinutes });
    const observer = {
        callFinished(event) {
            const at = now();
            const call = callRecordOf(event, at);
            minutes.add(call, at);
            ring.add(call);
        },
    };
    return { ring, minutes, observer, now };
}
//# sourceMappingURL=call-activity.js.map