import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createCallActivity } from '../activity/call-activity.js';
import { composeObservers } from '../activity/compose-observers.js';
import { createGateway } from '../create-gateway.js';
import { createBearerAuth } from '../http/bearer-auth.js';
import { createApp } from '../http/create-app.js';
import { createRedisCatalogCache } from '../catalog/redis-catalog-cache.js';
import { createRedisOwnershipCoordinator } from '../coordination/redis-ownership-coordinator.js';
import { createGatewayMetrics } from '../metrics/gateway-metrics.js';
import { createPostgresRegistryNotices } from '../registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../registry/postgres-registry-store.js';
import { defaultInstanceId } from '../config/default-instance-id.js';
import { engineHost } from './startup-problem.js';
/** Name of the registry database inside `dataDir`. */
export const REGISTRY_FILE = 'gateway.sqlite';
/**
 * The gateway as an HTTP service: runtime + API + metrics + logs, from a validated configuration.
 *
 * @example
 * const result = loadConfig(process.env);
 * if (result.ok) {
 *   const service = createGatewayService(result.config);
 *   console.log(await service.listen());
 * }
 */
export function createGatewayService(config, options = {}) {
    // The registry holds sealed credentials: a new data directory is this user's only.
    if (!existsSync(config.dataDir))
        mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const instanceId = config.instanceId ?? defaultInstanceId();
    const scaledOut = config.databaseUrl !== undefined;
    const logger = options.logger ??
        pino({
            level: config.logLevel,
            base: { name: 'asixto-gateway', ...(scaledOut ? { instance: instanceId } : {}) },
        });
    const metrics = createGatewayMetrics({
        defaultMetrics: options.defaultMetrics ?? true,
        ...(scaledOut ? { instanceId } : {}),
    });
    const activity = createCallActivity();
    const gateway = createGateway({
        ...options.gateway,
        ...(config.databaseUrl === undefined
            ? { databasePath: join(config.dataDir, REGISTRY_FILE) }
            : {
                store: openPostgresRegistryStore({ url: config.databaseUrl, instanceId }),
                notices: createPostgresRegistryNotices({
                    url: config.databaseUrl,
                    instanceId,
                    prefix: config.redisPrefix,
                    logger: logger.child({ component: 'registry-notices' }),
                }),
            }),
        ...(config.redisUrl === undefined
            ? {}
            : {
                catalogCache: createRedisCatalogCache({
                    url: config.redisUrl,
                    prefix: config.redisPrefix,
                    instanceId,
                    logger: logger.child({ component: 'catalog-cache' }),
                    maxEntryBytes: config.maxListBytes * 4,
                }),
                coordinator: createRedisOwnershipCoordinator({
                    url: config.redisUrl,
                    prefix: config.redisPrefix,
                    instanceId,
                    logger: logger.child({ component: 'coordination' }),
                }),
            }),
        secretKey: config.secretKey,
        devMode: config.devMode,
        logger: logger.child({ component: 'runtime' }),
        observer: composeObservers(metrics.observer, activity.observer),
        upstreamLimits: {
            discoverBytes: config.maxDiscoverBytes,
            listBytes: config.maxListBytes,
            callBytes: config.maxCallBytes,
            listenEventBytes: config.maxListenEventBytes,
            ...options.gateway?.upstreamLimits,
        },
        serverGuard: {
            maxConcurrentCalls: config.maxCallsPerServer,
            breakerFailures: config.breakerFailures,
            breakerHalfOpenAfterMs: config.breakerHalfOpenMs,
            ...options.gateway?.serverGuard,
        },
        minRefreshIntervalMs: options.gateway?.minRefreshIntervalMs ?? config.refreshMinIntervalMs,
    });
    // Compile-time check that the runtime offers everything the routes use.
    const routesGateway = gateway;
    const app = createApp({
        gateway: routesGateway,
        checkBearer: createBearerAuth({ runtime: config.runtimeTokens, admin: config.adminTokens }),
        metrics,
        logger: logger.child({ component: 'http' }),
        bodyLimitBytes: config.bodyLimitBytes,
        lang: config.lang,
        metricsPublic: config.metricsPublic,
        activity,
        rateLimit: { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst },
        ...(options.consoleDir !== undefined ? { consoleDir: options.consoleDir } : {}),
        ...(options.callStream !== undefined ? { callStream: options.callStream } : {}),
        describeRoutes: options.describeRoutes ?? false,
    });
    let closing;
    const shutdown = async () => {
        // Bounded wait: keep-alive and slow clients must not hold the process forever.
        const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownTimeoutMs);
        cut.unref();
        try {
            await app.close();
        }
        finally {
            clearTimeout(cut);
            await gateway.close();
        }
    };
    return {
        app,
        gateway,
        metrics,
        activity,
        logger,
        async listen() {
            // A registry that cannot be loaded (e.g. credentials sealed with another key) stops here,
            // before the port is taken, instead of answering every request with a 500.
            await gateway.ready();
            await app.listen({ port: config.port, host: config.host });
            const address = app.server.address();
            const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
            const url = `http://${host}:${address.port}`;
            const registry = config.databaseUrl === undefined ? config.dataDir : engineHost(config.databaseUrl);
            logger.info({ url, devMode: config.devMode, registry, instanceId }, 'gateway service listening');
            return url;
        },
        close() {
            closing ??= shutdown();
            return closing;
        },
    };
}
//# sourceMappingURL=create-gateway-service.js.map