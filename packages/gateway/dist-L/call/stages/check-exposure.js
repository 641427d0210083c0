import { LIMITS } from '@asixto/contract';
import { REJECTION_MESSAGE_IDS } from '../../exposure/decide-exposure.js';
import { PAST_DEADLINE, withinDeadline } from '../../util/deadline.js';
import { endWith, message, plainStop, rejectedEnd } from '../stage-results.js';
/**
 * Stage 2 · tenant isolation and exposure. The context's company must be the prefix's company
 * (a company can never reach another company's server); then the gateway's exposure resolver,
 * the same decision `catalogFor` makes (certified and unchanged, policy, channel, scenario,
 * level), says whether the tool may be called. Ends with `rejected`; no upstream call is made.
 * The resolver may have to list an expired catalog first: it gets the call's deadline too, and
 * running past it ends with `timeout` (no attempt made).
 */
export function checkExposure({ resolveExposedTool, deadlines = LIMITS.callDeadlineMs, }) {
    return async function checkExposure(call) {
        const otherCompany = () => rejectedEnd('other_company', 'rejectedOtherCompany', call.lang, call.prefixedName);
        if (call.company !== call.context.company)
            return otherCompany();
        const left = deadlines[call.context.channel] - (performance.now() - call.startedAt);
        const decision = await withinDeadline(resolveExposedTool(call.context, call.company, call.toolName), left);
        if (decision === PAST_DEADLINE)
            return endWith(plainStop('timeout', message('callTimedOut', call.lang)));
        if ('rejected' in decision) {
            const messageId = REJECTION_MESSAGE_IDS[decision.rejected];
            return rejectedEnd(decision.rejected, messageId, call.lang, call.prefixedName);
        }
        // Defence in depth: the resolver must never hand back another company's server.
        if (decision.server.company !== call.company)
            return otherCompany();
        call.serverId = decision.server.id;
        return Object.assign(call, { resolved: decision });
    };
}
//# sourceMappingURL=check-exposure.js.map