import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { CallActivity } from '../activity/call-activity.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { CallStreamOptions } from '../http/routes/activity-routes.js';
import { createGateway } from '../create-gateway.js';
import type { GatewayOptions } from '../create-gateway.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
/** Name of the registry database inside `dataDir`. */
export declare const REGISTRY_FILE = "gateway.sqlite";
export interface GatewayServiceOptions {
    /** A pino logger; by default JSON lines on stdout at `config.logLevel`. */
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
    /** The recent calls and per-minute statistics this instance keeps for the console. */
    activity: CallActivity;
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
export declare function createGatewayService(config: ServiceConfig, options?: GatewayServiceOptions): GatewayService;
//# sourceMappingURL=create-gateway-service.d.ts.map