// Public API of @asixto/gateway, the runtime library: a deliberate list of named exports (pinned
// by index.test.ts). The HTTP service, its configuration and metrics are `@asixto/gateway/service`.
export { createGateway } from './create-gateway.js';
export type { Gateway } from './gateway.js';
export type { GatewayOptions } from './gateway-options.js';
export type { GatewayHealth } from './servers/gateway-health.js';
export type { ServerView } from './servers/server-view.js';
export type { CertificationView } from './certification/certification-view.js';
export type { TenantSummary } from './tenants/tenant-summary.js';
export type { ToolRow } from './servers/tool-rows.js';
export { GatewayError, GATEWAY_ERROR_CODES, isGatewayError } from './errors.js';
export type { GatewayErrorCode, Result } from './errors.js';
export { createDefaultLogger, createSilentLogger } from './logger.js';
export type { GatewayLogger } from './logger.js';
export type {
  GatewayObserver,
  CallFinishedEvent,
  RetryEvent,
  CacheLookupEvent,
  UpstreamErrorEvent,
} from './observer.js';
export { parseTenantPolicy } from './tenants/tenant-policy.js';
export type { TenantPolicy, ToolPolicy, ChannelPolicy } from './tenants/tenant-policy.js';
export type { Tenant, TenantInput } from './tenants/tenant.js';
export { SERVER_STATUSES } from './registry/registry-store.js';
export type {
  RegistryStore,
  ServerRecord,
  ServerStatus,
  ServerEra,
  CertificationRecord,
} from './registry/registry-store.js';
export { openSqliteRegistryStore } from './registry/sqlite-registry-store.js';
export { openPostgresRegistryStore } from './registry/postgres-registry-store.js';
export type { PostgresRegistryStoreOptions } from './registry/postgres-registry-store.js';
export { createPostgresRegistryNotices } from './registry/postgres-registry-notices.js';
export type { PostgresRegistryNoticesOptions } from './registry/postgres-registry-notices.js';
export type { RegistryNotice, RegistryNotices, RegistryNoticeHandlers } from './registry/registry-notices.js';
export { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
export type { CatalogCache, CatalogEntry } from './catalog/catalog-cache.js';
export { createRedisCatalogCache } from './catalog/redis-catalog-cache.js';
// OAuth upstreams: tokens shared by the instances of a cluster, and what a server's status shows
export { createRedisTokenCache } from './oauth/redis-token-cache.js';
export type { RedisTokenCacheOptions } from './oauth/redis-token-cache.js';
export type { SharedTokenCache } from './oauth/shared-token-cache.js';
export type { TokenStatus } from './oauth/token-provider.js';
export type { OAuthClientCredential, UpstreamCredential } from './oauth/upstream-credential.js';
export { createSingleProcessCoordinator } from './coordination/ownership-coordinator.js';
export type { OwnershipCoordinator, OwnershipHooks } from './coordination/ownership-coordinator.js';
export { createRedisOwnershipCoordinator } from './coordination/redis-ownership-coordinator.js';
export type { RedisOwnershipCoordinatorOptions } from './coordination/redis-ownership-coordinator.js';
export type { RedisCatalogCacheOptions } from './catalog/redis-catalog-cache.js';
export type { PreparedTool, PinState } from './catalog/prepared-tool.js';
export type { McpTool, OpenAiTool, AnthropicTool } from './catalog/provider-shapes.js';
export type { ToolDefinition } from './catalog/tool-definition.js';
export type { CertificationSummary, BlockingFinding } from './certification/certification-summary.js';
export { decideExposure, EXPOSURE_REJECTIONS } from './exposure/decide-exposure.js';
export type { ExposureRejection, ExposureDecision, ExposureQuery } from './exposure/decide-exposure.js';
export type { GatewayContext, GatewayContextInput } from './context/gateway-context.js';
export type { CatalogForResult } from './exposure/build-catalog.js';
export type { ExposurePreview, HiddenTool, HiddenReason } from './exposure/preview-exposure.js';
export type {
  CatalogChangeEvent,
  CatalogChangeListener,
  CatalogChangeReason,
} from './exposure/catalog-changes.js';
export type { CallOutcome, CallOutcomeKind } from './call/index.js';
export { guardedFetch, assertUpstreamUrlAllowed } from './upstream/index.js';
