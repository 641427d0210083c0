import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { createCallActivity } from '../activity/call-activity.js';
import type { CallActivity } from '../activity/call-activity.js';
import { composeObservers } from '../activity/compose-observers.js';
import { lazyCallTracer } from '../telemetry/lazy-call-tracer.js';
import { recordingCatalogRequests } from '../records/record-catalog-requests.js';
import { createRedisCallFanout } from '../records/redis-call-fanout.js';
import type { RedisCallFanout } from '../records/redis-call-fanout.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { CallStreamOptions } from '../http/routes/activity-routes.js';
import { createGateway } from '../create-gateway.js';
import type { GatewayOptions } from '../gateway-options.js';
import { createAuditTrail } from '../access/audit-trail.js';
import { createAuthFailureThrottle } from '../access/auth-failure-throttle.js';
import { createCredentialResolver } from '../access/credential-resolver.js';
import { createKeyManager } from '../access/key-manager.js';
import type { KeyManager } from '../access/key-manager.js';
import { tapKeyNotices } from '../access/key-notices.js';
import type { AuditTrail } from '../access/audit-trail.js';
import { openStore } from '../registry/open-registry-store.js';
import { createApp } from '../http/create-app.js';
import { socketBudget } from '../http/socket-budget.js';
import { openFileLimit } from '../config/open-file-limit.js';
import type { ServiceGateway } from '../http/service-gateway.js';
import { createRedisCatalogCache } from '../catalog/redis-catalog-cache.js';
import { createRedisOwnershipCoordinator } from '../coordination/redis-ownership-coordinator.js';
import { createRedisTokenCache } from '../oauth/redis-token-cache.js';
import { createGatewayMetrics } from '../metrics/gateway-metrics.js';
import { createPostgresRegistryNotices } from '../registry/postgres-registry-notices.js';
import { openPostgresRegistryStore } from '../registry/postgres-registry-store.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { defaultInstanceId } from '../config/default-instance-id.js';
import { engineHost } from './startup-problem.js';
import { flushLogDestination, serviceLogDestination } from './service-log-destination.js';

/** Name of the registry database inside `dataDir`. */
export const REGISTRY_FILE = 'gateway.sqlite';

export interface GatewayServiceOptions {
  /**
   * A pino logger; by default JSON lines on stdout at `config.logLevel`, written in batches (see
   * service-log-destination.ts).
   */
  logger?: Logger;
  /** Extra runtime options (deadlines, retries, cache TTL, fetch…), passed to `createGateway`. */
  gateway?: Partial<Omit<GatewayOptions, 'databasePath' | 'secretKey' | 'devMode' | 'logger' | 'observer'>>;
  /** Process metrics (event loop, memory) in `/metrics`; on by default. */
  defaultMetrics?: boolean;
  /** The built console served at `/admin/` (default `packages/console/dist`). */
  consoleDir?: string;
  /** Ping interval and slow-reader bound of `GET /v1/calls/stream` (defaults 15 s, 1 MiB). */
  callStream?: CallStreamOptions;
  /**
   * Generate the OpenAPI document from the routes (@fastify/swagger) instead of serving the
   * committed `openapi.json`: what `describeApi` (and so `npm run openapi`) uses.
   */
  describeRoutes?: boolean;
}

export interface GatewayService {
  /** The Fastify app (use `app.inject` or `listen`). */
  app: FastifyInstance;
  /** The runtime the routes drive. */
  gateway: ReturnType<typeof createGateway>;
  metrics: GatewayMetrics;
  /** The call records (cluster-wide in the registry) and the live ring of the console's stream. */
  activity: CallActivity;
  /** Managed keys and the audit trail (what `/v1/keys` and `/v1/audit` drive). */
  access: { keys: KeyManager; audit: AuditTrail };
  logger: Logger;
  /**
   * Waits for the registry to load, then listens on `config.host:config.port`; returns the base
   * URL (`http://host:port`). Rejects with the runtime's `GatewayError` when the registry cannot
   * be loaded.
   */
  listen(): Promise<string>;
  /**
   * Graceful shutdown: stop accepting, let in-flight requests finish for up to
   * `config.shutdownTimeoutMs` (then cut the remaining connections), then close the runtime
   * (upstream clients and `subscriptions/listen` streams, registry database). Idempotent.
   */
  close(): Promise<void>;
}

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
export function createGatewayService(
  config: ServiceConfig,
  options: GatewayServiceOptions = {},
): GatewayService {
  // The registry holds sealed credentials: a new data directory is this user's only.
  if (!existsSync(config.dataDir)) mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const instanceId = config.instanceId ?? defaultInstanceId();
  const scaledOut = config.databaseUrl !== undefined;
  // The default destination batches lines; the service flushes it when it closes (see shutdown).
  const ownDestination = options.logger === undefined ? serviceLogDestination() : undefined;
  const logger =
    options.logger ??
    pino(
      {
        level: config.logLevel,
        base: { name: 'asixto-gateway', ...(scaledOut ? { instance: instanceId } : {}) },
      },
      ownDestination,
    );
  const metrics = createGatewayMetrics({
    defaultMetrics: options.defaultMetrics ?? true,
    ...(scaledOut ? { instanceId } : {}),
  });
  // The registry is opened here, not by the runtime, because its access part (keys, audit) is the
  // HTTP service's; the runtime still closes it.
  const store =
    config.databaseUrl === undefined
      ? openStore({ databasePath: join(config.dataDir, REGISTRY_FILE) })
      : openPostgresRegistryStore({ url: config.databaseUrl, instanceId });
  if (!store.access) throw new Error('the registry store has no access part (keys, audit)');
  if (!store.calls) throw new Error('the registry store has no call records');
  const activity = createCallActivity({
    store: store.calls,
    instanceId,
    secretKey: config.secretKey,
    retentionDays: config.callRecordRetentionDays,
    logger: logger.child({ component: 'call-records' }),
    recorder: { maxQueue: config.callRecordQueue, ...metrics.callRecords },
    share: (record) => fanout?.publish(record),
  });
  const fanout: RedisCallFanout | undefined =
    config.redisUrl === undefined
      ? undefined
      : createRedisCallFanout({
          url: config.redisUrl,
          prefix: config.redisPrefix,
          instanceId,
          secretKey: config.secretKey,
          logger: logger.child({ component: 'call-records' }),
          onRecord: (record) => activity.ring.add(record),
        });
  const accessLogger = logger.child({ component: 'access' });
  const resolver = createCredentialResolver({
    store: store.access,
    envTokens: { admin: config.adminTokens, runtime: config.runtimeTokens },
    logger: accessLogger,
  });
  const { notices, announceRevoked } = tapKeyNotices(
    config.databaseUrl === undefined
      ? undefined
      : createPostgresRegistryNotices({
          url: config.databaseUrl,
          instanceId,
          prefix: config.redisPrefix,
          logger: logger.child({ component: 'registry-notices' }),
        }),
    resolver,
    accessLogger,
  );
  const keys = createKeyManager({ store: store.access, resolver, announceRevoked });
  const audit = createAuditTrail({
    store: store.access,
    logger: accessLogger,
    retentionDays: config.auditRetentionDays,
  });
  // OpenTelemetry only when the standard OTEL_* variables ask for it (the SDK reads them from the
  // process's environment); loaded in the background.
  const tracer = lazyCallTracer(process.env, {
    instanceId,
    version: '0.1.0',
    logger: logger.child({ component: 'telemetry' }),
  });
  const gateway = createGateway({
    // Certification reads an untrusted server's whole catalog: off the call path, in a worker.
    certifyInWorker: true,
    ...options.gateway,
    store,
    ...(notices === undefined ? {} : { notices }),
    ...(config.redisUrl === undefined
      ? {}
      : {
          catalogCache: createRedisCatalogCache({
            url: config.redisUrl,
            prefix: config.redisPrefix,
            instanceId,
            secretKey: config.secretKey,
            logger: logger.child({ component: 'catalog-cache' }),
            maxEntryBytes: config.maxListBytes * 4,
          }),
          tokenCache: createRedisTokenCache({
            url: config.redisUrl,
            prefix: config.redisPrefix,
            logger: logger.child({ component: 'token-cache' }),
          }),
          coordinator: createRedisOwnershipCoordinator({
            url: config.redisUrl,
            prefix: config.redisPrefix,
            instanceId,
            logger: logger.child({ component: 'coordination' }),
          }),
        }),
    secretKey: config.secretKey,
    ...(tracer === undefined ? {} : { tracer }),
    devMode: config.devMode,
    logger: logger.child({ component: 'runtime' }),
    observer: composeObservers(metrics.observer, activity.records.observer),
    upstreamLimits: {
      discoverBytes: config.maxDiscoverBytes,
      listBytes: config.maxListBytes,
      callBytes: config.maxCallBytes,
      listenEventBytes: config.maxListenEventBytes,
      jsonMaxDepth: config.maxJsonDepth,
      jsonMaxElements: config.maxJsonElements,
      ...options.gateway?.upstreamLimits,
    },
    serverGuard: {
      maxConcurrentCalls: config.maxCallsPerServer,
      breakerFailures: config.breakerFailures,
      breakerHalfOpenAfterMs: config.breakerHalfOpenMs,
      ...options.gateway?.serverGuard,
    },
    minRefreshIntervalMs: options.gateway?.minRefreshIntervalMs ?? config.refreshMinIntervalMs,
    refreshBackoffMaxMs: options.gateway?.refreshBackoffMaxMs ?? config.refreshBackoffMaxMs,
  });
  // Compile-time check that the runtime offers everything the routes use.
  const routesGateway: ServiceGateway = recordingCatalogRequests(gateway, activity.records.recordCatalog);
  const fileLimit = openFileLimit();
  const sockets = socketBudget(config, fileLimit);
  if (sockets.lowered.length > 0) {
    const { lowered, ...inForce } = sockets;
    logger.warn({ fileLimit, lowered, ...inForce }, 'socket limits lowered to fit the open-file limit');
  }
  const app = createApp({
    gateway: routesGateway,
    access: {
      resolver,
      throttle: createAuthFailureThrottle({
        perSecond: config.authFailuresPerSecond,
        burst: config.authFailuresBurst,
        logger: accessLogger,
      }),
      keys,
      audit,
    },
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    metrics,
    logger: logger.child({ component: 'http' }),
    bodyLimitBytes: config.bodyLimitBytes,
    bodyShape: { maxDepth: config.maxJsonDepth, maxElements: config.maxJsonElements },
    lang: config.lang,
    metricsPublic: config.metricsPublic,
    activity,
    rateLimit: { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst },
    server: {
      maxConnections: sockets.maxConnections,
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
      maxRequestsPerConnection: config.maxRequestsPerConnection,
    },
    listenStreams: {
      maxStreams: sockets.maxListenStreams,
      maxStreamsPerCompany: sockets.maxListenStreamsPerCompany,
      idleTimeoutMs: config.listenIdleTimeoutMs,
      maxLifetimeMs: config.listenMaxLifetimeMs,
    },
    ...(options.consoleDir !== undefined ? { consoleDir: options.consoleDir } : {}),
    ...(options.callStream !== undefined ? { callStream: options.callStream } : {}),
    describeRoutes: options.describeRoutes ?? false,
  });

  let closing: Promise<void> | undefined;
  const shutdown = async (): Promise<void> => {
    // Bounded wait: keep-alive and slow clients must not hold the process forever.
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownTimeoutMs);
    cut.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
      audit.close();
      // The queued records are written before the registry closes.
      await activity.records.close();
      await fanout?.close();
      await gateway.close();
      // The spans still batched are exported before the process goes.
      await tracer?.shutdown();
      // Lines logged while closing would otherwise wait for the batch period or the process's exit.
      if (ownDestination !== undefined) await flushLogDestination(ownDestination);
    }
  };

  return {
    app,
    gateway,
    metrics,
    activity,
    access: { keys, audit },
    logger,
    async listen() {
      // A registry that cannot be loaded (e.g. credentials sealed with another key) stops here,
      // before the port is taken, instead of answering every request with a 500.
      await gateway.ready();
      await tracer?.ready();
      audit.start();
      activity.records.start();
      await fanout?.start();
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address() as AddressInfo;
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
