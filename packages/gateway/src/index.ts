// Public API of @asixto/gateway: a deliberate list of named exports (pinned by index.test.ts).
export { createGateway } from './create-gateway.js';
export type {
  Gateway,
  GatewayOptions,
  GatewayHealth,
  ServerView,
  CertificationView,
} from './create-gateway.js';
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
  CallOutcomeKind,
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
export { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
export type { CatalogCache, CatalogEntry } from './catalog/catalog-cache.js';
export type { PreparedTool, PinState } from './catalog/prepared-tool.js';
export type { McpTool, OpenAiTool, AnthropicTool } from './catalog/provider-shapes.js';
export type { ToolDefinition } from './catalog/tool-definition.js';
export type { CertificationSummary, BlockingFinding } from './certification/certification-summary.js';
export { decideExposure, EXPOSURE_REJECTIONS } from './exposure/decide-exposure.js';
export type { ExposureRejection, ExposureDecision, ExposureQuery } from './exposure/decide-exposure.js';
export type { GatewayContext, GatewayContextInput } from './exposure/exposure-context.js';
export type { CatalogForResult } from './exposure/build-catalog.js';
export type { CallOutcome } from './call/index.js';
export { guardedFetch, assertUpstreamUrlAllowed } from './upstream/index.js';
// HTTP service, configuration and metrics (issue 6).
export { createGatewayService, REGISTRY_FILE } from './service/create-gateway-service.js';
export type { GatewayService, GatewayServiceOptions } from './service/create-gateway-service.js';
export { loadConfig, formatConfigProblems, CONFIG_ENV, CONFIG_FILE_ENV } from './config/load-config.js';
export type { ConfigResult, LoadConfigOptions } from './config/load-config.js';
export { CONFIG_DEFAULTS } from './config/service-config.js';
export type { ServiceConfig, LogLevel } from './config/service-config.js';
export { createGatewayMetrics } from './metrics/gateway-metrics.js';
export type { GatewayMetrics } from './metrics/gateway-metrics.js';
