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
export { CERTIFY_MESSAGES, CONSOLE_ADVICE } from './messages/certify-messages.js';
export type { MessageAudience } from './messages/certify-messages.js';
export { TOOLKIT_MESSAGES } from './messages/toolkit-messages.js';
export { RULE_LEVELS, RULE_SCOPES, isBlocking, isWarning } from './rules/finding.js';
export type { Finding, RuleLevel, RuleScope } from './rules/finding.js';
export { CONTRACT_MESSAGES } from './messages/contract-messages.js';
export { CONTRACT_ERROR_CODES, ContractError } from './errors.js';
export type { ContractErrorCode } from './errors.js';
export { defineRule, evaluateRule } from './rules/define-rule.js';
export type { AnyRule, ContractPage, Rule, RuleResult } from './rules/define-rule.js';
export { RULES, TOOL_RULES, CATALOG_RULES, getRule } from './rules/index.js';
export type { CatalogSubject } from './rules/catalog/catalog-subject.js';
export { checkTool } from './rules/check-tool.js';
export { checkCatalog } from './rules/check-catalog.js';
export { classifyLevel } from './levels/classify-level.js';
export { levelAllows } from './levels/level-allows.js';
export { canonicalJson, MAX_JSON_DEPTH } from './idempotency/canonical-json.js';
export type { CanonicalJsonOptions } from './idempotency/canonical-json.js';
export { sha256Hex } from './idempotency/sha256-hex.js';
export { idempotencyKey } from './idempotency/idempotency-key.js';
export { prefixToolName, parsePrefixedName } from './naming/prefix-tool-name.js';
export { toolCapabilities, toolVerb } from './tool-meta/tool-capabilities.js';
// server- and call-scope rules and probe snapshots (certify)
export { SERVER_RULES, checkServer } from './rules/server/server-rules.js';
export type {
  ServerProbe,
  DiscoverObservation,
  AuthObservation,
  ToolsListObservation,
} from './rules/server/server-probe.js';
export type { OAuthObservation, OAuthStep } from './rules/server/oauth-step.js';
// OAuth client credentials (RFC 9728, 8414, 6749, 8707): the pure checks the certifier and the
// gateway apply to what a server and its authorization server publish
export { parseBearerChallenge } from './oauth/parse-bearer-challenge.js';
export type { BearerChallenge } from './oauth/parse-bearer-challenge.js';
export {
  OAUTH_PROBLEMS,
  authorizationServerMetadataUrls,
  checkAuthorizationServerMetadata,
  checkProtectedResourceMetadata,
  checkTokenResponse,
  resourceMetadataLocation,
} from './oauth/oauth-metadata.js';
export type {
  AuthorizationServer,
  ClientAuthMethod,
  IssuedToken,
  OAuthChecked,
  OAuthProblem,
  ProtectedResource,
} from './oauth/oauth-metadata.js';
export { CALL_RULES, IDEMPOTENCY_RULES, checkCall, checkIdempotency } from './rules/call/call-rules.js';
export type { CallProbe, CallPurpose, IdempotencyProbe } from './rules/call/call-probe.js';
export { toModelText } from './result/to-model-text.js';
export { sanitizeText } from './result/sanitize-text.js';
export type { ModelText } from './result/to-model-text.js';
export { toolErrorOf } from './result/tool-error-of.js';
// The result guard: traces and secrets in what a tool returns (rules call-no-traces, call-no-secrets)
export { guardResult, findResultLeaks, RESULT_GUARD_LIMITS } from './leaks/guard-result.js';
export type { LeakCount, LocatedLeak, ResultGuardLimits } from './leaks/guard-result.js';
export { findLeaks, redactLeaks } from './leaks/find-leaks.js';
export { LEAK_RULE_IDS } from './leaks/leak-hit.js';
export type { LeakHit, LeakKind, LeakRuleId } from './leaks/leak-hit.js';
export type { ModelToolError } from './result/tool-error-of.js';
// Bounded checks of tenant schemas and values (certify and the gateway): RE2 patterns, measured
// extent, metered validation, linear uniqueItems
export { linearPatternEngine } from './schema/linear-pattern-engine.js';
export type { LinearPattern, PatternEngine, Re2Compiler } from './schema/linear-pattern-engine.js';
export { isJsonObject } from './schema/json-value.js';
export { jsonExtent } from './schema/json-extent.js';
export type { ExtentLimits, JsonExtent } from './schema/json-extent.js';
export {
  COST_KEYWORD,
  MAX_SCHEMA_DEPTH,
  MAX_SUBSCHEMAS,
  VALIDATION_STEPS,
  meterSchema,
  validationMeter,
} from './schema/metered-schema.js';
export type { MeteredSchema, MeterLimits, ValidationMeter } from './schema/metered-schema.js';
export { uniqueItemsKeyword } from './schema/unique-items-keyword.js';
export type { JsonTypeName, SchemaKeyword, SchemaKeywordError } from './schema/schema-keyword.js';
// Findings shown to people: the level as a word, a link to the rule's page, any language later
export { ruleLevelLabel } from './rules/rule-level-label.js';
export { localizeFinding } from './rules/localize-finding.js';
export { localizeCertification } from './messages/localize-certification.js';
export type { CertifyMessageRef, LocalizableCertification } from './messages/localize-certification.js';
export {
  CONTRACT_DOCS_FILES,
  CONTRACT_DOCS_URL,
  contractPageUrl,
  ruleDocsUrl,
} from './docs/contract-docs-url.js';
export type { RuleDocs, RuleExample } from './rules/define-rule.js';
