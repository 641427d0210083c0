export { createGatewayService, REGISTRY_FILE } from './create-gateway-service.js';
export type { GatewayService, GatewayServiceOptions } from './create-gateway-service.js';
export { describeApi } from './describe-api.js';
export { SERVICE_NODE_FLAGS } from './service-node-flags.js';
export { loadConfig, formatConfigProblems, CONFIG_ENV, CONFIG_FILE_ENV } from '../config/load-config.js';
export type { ConfigResult, LoadConfigOptions } from '../config/load-config.js';
export { CONFIG_DEFAULTS } from '../config/service-config.js';
export type { ServiceConfig, LogLevel } from '../config/service-config.js';
export { createGatewayMetrics } from '../metrics/gateway-metrics.js';
export type { GatewayMetrics } from '../metrics/gateway-metrics.js';
//# sourceMappingURL=index.d.ts.map