// Public API of @asixto/gateway, the runtime library: a deliberate list of named exports (pinned
// by index.test.ts). The HTTP service, its configuration and metrics are `@asixto/gateway/service`.
export { createGateway } from './create-gateway.js';
export { GatewayError, GATEWAY_ERROR_CODES, isGatewayError } from './errors.js';
export { createDefaultLogger, createSilentLogger } from './logger.js';
export { parseTenantPolicy } from './tenants/tenant-policy.js';
export { SERVER_STATUSES } from './registry/registry-store.js';
export { openSqliteRegistryStore } from './registry/sqlite-registry-store.js';
export { openPostgresRegistryStore } from './registry/postgres-registry-store.js';
export { createPostgresRegistryNotices } from './registry/postgres-registry-notices.js';
export { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
export { createRedisCatalogCache } from './catalog/redis-catalog-cache.js';
export { createSingleProcessCoordinator } from './coordination/ownership-coordinator.js';
export { createRedisOwnershipCoordinator } from './coordination/redis-ownership-coordinator.js';
export { decideExposure, EXPOSURE_REJECTIONS } from './exposure/decide-exposure.js';
export { guardedFetch, assertUpstreamUrlAllowed } from './upstream/index.js';
//# sourceMappingURL=index.js.map