import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as gateway from './index.js';
import * as service from './service/index.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Bare specifiers reached from `entry` through value imports (type-only imports load nothing). */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('@asixto/gateway public API', () => {
  it('exports exactly this list of runtime values', () => {
    expect(Object.keys(gateway).sort()).toEqual([
      'EXPOSURE_REJECTIONS',
      'GATEWAY_ERROR_CODES',
      'GatewayError',
      'SERVER_STATUSES',
      'assertUpstreamUrlAllowed',
      'createDefaultLogger',
      'createGateway',
      'createInMemoryCatalogCache',
      'createPostgresRegistryNotices',
      'createRedisCatalogCache',
      'createRedisOwnershipCoordinator',
      'createRedisTokenCache',
      'createSilentLogger',
      'createSingleProcessCoordinator',
      'decideExposure',
      'guardedFetch',
      'isGatewayError',
      'openPostgresRegistryStore',
      'openSqliteRegistryStore',
      'parseTenantPolicy',
    ]);
  });

  it('@asixto/gateway/service exports exactly this list', () => {
    expect(Object.keys(service).sort()).toEqual([
      'CONFIG_DEFAULTS',
      'CONFIG_ENV',
      'CONFIG_FILE_ENV',
      'CONFIG_SETTINGS',
      'REGISTRY_FILE',
      'createGatewayMetrics',
      'createGatewayService',
      'describeApi',
      'formatConfigProblems',
      'loadConfig',
      'serviceLogDestination',
    ]);
  });

  it('the library does not load the HTTP service or the metrics client', () => {
    const reached = packagesReachedFrom(join(here, 'index.ts'));
    expect(reached.has('better-sqlite3')).toBe(true); // the walk does follow the graph
    for (const heavy of ['fastify', 'prom-client']) expect(reached.has(heavy)).toBe(false);
    expect(packagesReachedFrom(join(here, 'service', 'index.ts')).has('fastify')).toBe(true);
  });

  it('starting loads neither the certifier, the MCP SDK, undici, swagger, ajv, prom-client nor the engine drivers (each with its first use)', () => {
    const reached = packagesReachedFrom(join(here, 'service', 'index.ts'));
    expect(reached.has('@asixto/contract')).toBe(true); // the walk does follow the graph
    const lazy = [
      '@asixto/certify',
      '@modelcontextprotocol/client',
      '@modelcontextprotocol/server',
      '@modelcontextprotocol/node',
      'undici',
      '@fastify/swagger',
      // Fastify's own schema compilers too (http/lazy-schema-compilers.ts).
      '@fastify/ajv-compiler',
      '@fastify/fast-json-stringify-compiler',
      'ajv',
      // The process metrics, with the first scrape (metrics/process-metrics.ts).
      'prom-client',
      'pg',
      'redis',
    ];
    for (const name of lazy) {
      expect(reached.has(name), name).toBe(false);
    }
  });
});
