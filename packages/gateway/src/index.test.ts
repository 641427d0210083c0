import { describe, expect, it } from 'vitest';
import * as gateway from './index.js';

describe('@asixto/gateway public API', () => {
  it('exports exactly this list of runtime values', () => {
    expect(Object.keys(gateway).sort()).toEqual([
      'CONFIG_DEFAULTS',
      'CONFIG_ENV',
      'CONFIG_FILE_ENV',
      'EXPOSURE_REJECTIONS',
      'GATEWAY_ERROR_CODES',
      'GatewayError',
      'REGISTRY_FILE',
      'SERVER_STATUSES',
      'assertUpstreamUrlAllowed',
      'createDefaultLogger',
      'createGateway',
      'createGatewayMetrics',
      'createGatewayService',
      'createInMemoryCatalogCache',
      'createSilentLogger',
      'decideExposure',
      'formatConfigProblems',
      'guardedFetch',
      'isGatewayError',
      'loadConfig',
      'openSqliteRegistryStore',
      'parseTenantPolicy',
    ]);
  });
});
