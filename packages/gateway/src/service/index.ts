// Public API of @asixto/gateway/service: the gateway as an HTTP service (Fastify), its
// configuration and metrics. Kept apart from the runtime library so that importing
// `@asixto/gateway` loads no HTTP server and no metrics client. Pinned by index.test.ts.
export { createGatewayService, REGISTRY_FILE } from './create-gateway-service.js';
export type { GatewayService, GatewayServiceOptions } from './create-gateway-service.js';
export { describeApi } from './describe-api.js';
export { serviceLogDestination } from './service-log-destination.js';
export { loadConfig, formatConfigProblems, CONFIG_ENV, CONFIG_FILE_ENV } from '../config/load-config.js';
export type { ConfigResult, LoadConfigOptions } from '../config/load-config.js';
export { CONFIG_DEFAULTS } from '../config/service-config.js';
export { CONFIG_SETTINGS } from '../config/config-settings.js';
export type { ConfigSetting } from '../config/config-settings.js';
export type { ServiceConfig, LogLevel } from '../config/service-config.js';
export { createGatewayMetrics } from '../metrics/gateway-metrics.js';
export type { GatewayMetrics } from '../metrics/gateway-metrics.js';
