// Public API of @asixto/contract: the contract as code, pure and synchronous. Named exports only.
export { SCENARIO_KEYS, isScenarioKey } from './constants/scenario-keys.js';
export type { ScenarioKey } from './constants/scenario-keys.js';
export { ERROR_TYPES, isErrorType } from './constants/error-types.js';
export type { ErrorType, ToolError } from './constants/error-types.js';
export { META_KEYS, CALL_META_KEYS, TOOL_META_KEYS, CHANNELS } from './constants/meta-keys.js';
export type { Channel, CallMeta } from './constants/meta-keys.js';
export { LIMITS, PROTOCOL_VERSION } from './constants/limits.js';
export { ACCESS_LEVELS } from './levels/access-level.js';
export type { AccessLevel } from './levels/access-level.js';
export {
  LANGS,
  DEFAULT_LANG,
  defineMessages,
  formatMessage,
  renderMessage,
} from './messages/message-catalog.js';
export type { Lang, MessageTemplate, MessageData } from './messages/message-catalog.js';
export { GATEWAY_MESSAGES } from './messages/gateway-messages.js';
export { CERTIFY_MESSAGES } from './messages/certify-messages.js';
export { TOOLKIT_MESSAGES } from './messages/toolkit-messages.js';
export { RULE_LEVELS, RULE_SCOPES, isBlocking, isWarning } from './rules/finding.js';
export type { Finding, RuleLevel, RuleScope } from './rules/finding.js';
