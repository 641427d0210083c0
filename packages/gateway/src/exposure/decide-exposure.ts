import { levelAllows } from '@asixto/contract';
import type { AccessLevel, Channel, ScenarioKey } from '@asixto/contract';
import type { PreparedTool } from '../catalog/prepared-tool.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';

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
] as const;
export type ExposureRejection = (typeof EXPOSURE_REJECTIONS)[number];

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
} as const satisfies Record<ExposureRejection, string>;

export interface ExposureQuery {
  scenario: ScenarioKey;
  agentLevel: AccessLevel;
  channel: Channel;
}

export type ExposureDecision =
  | { exposed: true; level: AccessLevel }
  | { exposed: false; reason: Exclude<ExposureRejection, 'unknown_tool' | 'other_company'> };

/**
 * THE exposure decision, used by `catalogFor` and by the call pipeline's resolver alike, so what
 * the model is shown and what it may call can never disagree. Pure; checks in this order:
 * certified and unchanged → tenant deny → channel (tool channels, channel deny, channel max level)
 * → scenario → agent level (after the tenant's level override).
 */
export function decideExposure(
  tool: Pick<PreparedTool, 'name' | 'pin' | 'level' | 'capabilities'>,
  query: ExposureQuery,
  policy: TenantPolicy,
): ExposureDecision {
  const reason = exposureRejection(tool, query, policy);
  if (reason !== undefined) return { exposed: false, reason };
  return { exposed: true, level: policy.tools?.[tool.name]?.level ?? tool.level };
}

/**
 * The same decision without allocating: `undefined` when exposed, else the reason. `catalogFor`
 * runs it for every listed tool on every agent turn.
 */
export function exposureRejection(
  tool: Pick<PreparedTool, 'name' | 'pin' | 'level' | 'capabilities'>,
  query: ExposureQuery,
  policy: TenantPolicy,
): Exclude<ExposureRejection, 'unknown_tool' | 'other_company'> | undefined {
  if (tool.pin === 'uncertified') return 'not_certified';
  if (tool.pin === 'changed') return 'changed';
  const rule = policy.tools?.[tool.name];
  if (rule?.deny) return 'policy';
  const level = rule?.level ?? tool.level;
  const channelRule = policy.channels?.[query.channel];
  if (channelRule !== undefined) {
    if (channelRule.deny) return 'channel';
    if (channelRule.maxLevel && !levelAllows(channelRule.maxLevel, level)) return 'channel';
  }
  if (rule?.channels && !rule.channels.includes(query.channel)) return 'channel';
  if (!tool.capabilities.includes(query.scenario)) return 'scenario';
  if (!levelAllows(query.agentLevel, level)) return 'level';
  return undefined;
}
