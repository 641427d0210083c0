import { levelAllows } from '@asixto/contract';
/** Why a tool is not exposed (and why a call to it is rejected). */
export const EXPOSURE_REJECTIONS = [
    'unknown_tool',
    'other_company',
    'not_certified',
    'changed',
    'policy',
    'channel',
    'scenario',
    'level',
];
/** The message (GATEWAY_MESSAGES id) that explains each rejection to the agent. */
export const REJECTION_MESSAGE_IDS = {
    unknown_tool: 'rejectedUnknownTool',
    other_company: 'rejectedOtherCompany',
    not_certified: 'rejectedNotCertified',
    changed: 'rejectedChanged',
    policy: 'rejectedPolicy',
    channel: 'rejectedChannel',
    scenario: 'rejectedScenario',
    level: 'rejectedLevel',
};
/**
 * THE exposure decision, used by `catalogFor` and by the call pipeline's resolver alike, so what
 * the model is shown and what it may call can never disagree. Pure; checks in this order:
 * certified and unchanged → tenant deny → channel (tool channels, channel deny, channel max level)
 * → scenario → agent level (after the tenant's level override).
 */
export function decideExposure(tool, query, policy) {
    const reason = exposureRejection(tool, query, policy);
    if (reason !== undefined)
        return { exposed: false, reason };
    return { exposed: true, level: policy.tools?.[tool.name]?.level ?? tool.level };
}
/**
 * The same decision without allocating: `undefined` when exposed, else the reason. `catalogFor`
 * runs it for every listed tool on every agent turn.
 */
export function exposureRejection(tool, query, policy) {
    if (tool.pin === 'uncertified')
        return 'not_certified';
    if (tool.pin === 'changed')
        return 'changed';
    const rule = policy.tools?.[tool.name];
    if (rule?.deny)
        return 'policy';
    const level = rule?.level ?? tool.level;
    const channelRule = policy.channels?.[query.channel];
    if (channelRule !== undefined) {
        if (channelRule.deny)
            return 'channel';
        if (channelRule.maxLevel && !levelAllows(channelRule.maxLevel, level))
            return 'channel';
    }
    if (rule?.channels && !rule.channels.includes(query.channel))
        return 'channel';
    if (!tool.capabilities.includes(query.scenario))
        return 'scenario';
    if (!levelAllows(query.agentLevel, level))
        return 'level';
    return undefined;
}
//# sourceMappingURL=decide-exposure.js.map