import type { AccessLevel, Channel, ScenarioKey } from '@asixto/contract';
import type { PreparedTool } from '../catalog/prepared-tool.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
/** Why a tool is not exposed (and why a call to it is rejected). */
export declare const EXPOSURE_REJECTIONS: readonly ["unknown_tool", "other_company", "not_certified", "changed", "policy", "channel", "scenario", "level"];
export type ExposureRejection = (typeof EXPOSURE_REJECTIONS)[number];
/** The message (GATEWAY_MESSAGES id) that explains each rejection to the agent. */
export declare const REJECTION_MESSAGE_IDS: {
    readonly unknown_tool: "rejectedUnknownTool";
    readonly other_company: "rejectedOtherCompany";
    readonly not_certified: "rejectedNotCertified";
    readonly changed: "rejectedChanged";
    readonly policy: "rejectedPolicy";
    readonly channel: "rejectedChannel";
    readonly scenario: "rejectedScenario";
    readonly level: "rejectedLevel";
};
export interface ExposureQuery {
    scenario: ScenarioKey;
    agentLevel: AccessLevel;
    channel: Channel;
}
export type ExposureDecision = {
    exposed: true;
    level: AccessLevel;
} | {
    exposed: false;
    reason: Exclude<ExposureRejection, 'unknown_tool' | 'other_company'>;
};
/**
 * THE exposure decision, used by `catalogFor` and by the call pipeline's resolver alike, so what
 * the model is shown and what it may call can never disagree. Pure; checks in this order:
 * certified and unchanged → tenant deny → channel (tool channels, channel deny, channel max level)
 * → scenario → agent level (after the tenant's level override).
 */
export declare function decideExposure(tool: Pick<PreparedTool, 'name' | 'pin' | 'level' | 'capabilities'>, query: ExposureQuery, policy: TenantPolicy): ExposureDecision;
/**
 * The same decision without allocating: `undefined` when exposed, else the reason. `catalogFor`
 * runs it for every listed tool on every agent turn.
 */
export declare function exposureRejection(tool: Pick<PreparedTool, 'name' | 'pin' | 'level' | 'capabilities'>, query: ExposureQuery, policy: TenantPolicy): Exclude<ExposureRejection, 'unknown_tool' | 'other_company'> | undefined;
//# sourceMappingURL=decide-exposure.d.ts.map