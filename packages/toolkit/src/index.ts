// Public API of @asixto/toolkit: build an MCP tool server that meets the Asixto contract by
// construction. Named exports only; index.test.ts pins the list.
export { defineTool } from './define/define-tool.js';
export type { ListedTool, ToolAnnotations, ToolDefinition, ToolSpec } from './define/define-tool.js';
export { renderJsonSchema } from './define/render-schema.js';
export type { JsonSchema } from './define/render-schema.js';
export { createToolServer } from './server/create-tool-server.js';
export type { ToolServer, ToolServerOptions } from './server/create-tool-server.js';
export { bearerCheck } from './server/auth.js';
export type { AuthCheck, ToolServerAuth } from './server/auth.js';
export { oauthResource, protectedResourceMetadataUrl } from './server/oauth-resource.js';
export type { OAuthResource, OAuthResourceOptions } from './server/oauth-resource.js';
export { defaultLogger } from './server/logger.js';
export type { ToolkitLogger } from './server/logger.js';
export type { IdempotencyScope, ToolContext } from './server/tool-context.js';
export { parseCallMeta } from './meta/tool-call-meta.js';
export type { MetaDefaults, MetaParse, ToolCallMeta } from './meta/tool-call-meta.js';
export { sqliteIdempotencyStore } from './idempotency/sqlite-idempotency-store.js';
export type {
  SqliteIdempotencyStore,
  SqliteIdempotencyStoreOptions,
} from './idempotency/sqlite-idempotency-store.js';
export { postgresIdempotencyStore } from './idempotency/postgres-idempotency-store.js';
export type {
  PostgresIdempotencyStore,
  PostgresIdempotencyStoreOptions,
} from './idempotency/postgres-idempotency-store.js';
export { redisIdempotencyStore } from './idempotency/redis-idempotency-store.js';
export type {
  RedisIdempotencyClient,
  RedisIdempotencyStoreOptions,
  RedisIdempotencySubscriber,
} from './idempotency/redis-idempotency-store.js';
export type { IdempotencyStoreTiming } from './idempotency/store-options.js';
export type { ClaimOutcome, IdempotencyClaim, IdempotencyStore } from './idempotency/idempotency-store.js';
export { runIdempotent } from './idempotency/run-idempotent.js';
export type { IdempotentOutcome, RunIdempotentOptions } from './idempotency/run-idempotent.js';
export { fail, toolErrorResult } from './results/fail.js';
export { ok, empty } from './results/ok.js';
export { page } from './results/page.js';
export type { PageData, PageOptions } from './results/page.js';
export { voiceText } from './results/voice-text.js';
export { resultText } from './results/tool-result.js';
export type { ToolResult } from './results/tool-result.js';
export { say } from './say/say.js';
export type { SayDateOptions } from './say/say.js';
export { isoWithOffset, isValidTimeZone, zonedParts } from './say/iso-with-offset.js';
export type { Instant, ZonedParts } from './say/iso-with-offset.js';
export { spanishNumber } from './say/spanish-numbers.js';
export { requireOwner } from './guards/require-owner.js';
export { requireState } from './guards/require-state.js';
export { confirmation } from './guards/confirmation.js';
export {
  ContractViolationError,
  IdempotencyStoreError,
  ResultLeakError,
  TOOLKIT_ERROR_CODES,
  ToolFailure,
  ToolkitConfigError,
  ToolkitError,
} from './errors.js';
export type { ToolkitErrorCode } from './errors.js';
