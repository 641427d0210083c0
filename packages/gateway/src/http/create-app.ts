import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lang } from '@asixto/contract';
import type { CallActivity } from '../activity/call-activity.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { lazyMcpEndpoint } from '../mcp/lazy-mcp-endpoint.js';
import type { ListenStreamLimits } from '../mcp/listen-stream-guard.js';
import { apiDescriptionRoutes, describeRoutes } from './api-description.js';
import type { AuditTrail } from '../access/audit-trail.js';
import type { AuthFailureThrottle } from '../access/auth-failure-throttle.js';
import type { CredentialResolver } from '../access/credential-resolver.js';
import type { KeyManager } from '../access/key-manager.js';
import { installAuditHook } from './audit-hook.js';
import { installAuthentication } from './authenticate.js';
import { installCompanyScope } from './company-scope.js';
import { guardRouteDeclarations } from './route-config.js';
import type { RouteEntry } from './route-config.js';
import { clientErrorReply } from './client-error-reply.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';
import type { JsonShapeLimits } from '../util/bounded-json.js';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';
import { boundConnections, fastifyServerOptions } from './http-server-limits.js';
import type { HttpServerLimits } from './http-server-limits.js';
import { createProblemReply } from './problem-reply.js';
import { createRateLimiter } from '../util/rate-limiter.js';
import { requestIdFromHeader } from './request-context.js';
import type { RouteDeps } from './route-deps.js';
import { accessRoutes } from './routes/access-routes.js';
import { activityRoutes } from './routes/activity-routes.js';
import { usageRoutes } from './routes/usage-routes.js';
import type { CallStreamOptions } from './routes/activity-routes.js';
import { adminRoutes } from './routes/admin-routes.js';
import { consoleRoutes } from './routes/console-routes.js';
import { consoleStaticRoutes } from './routes/console-static-routes.js';
import { mcpRoutes } from './routes/mcp-routes.js';
import { operationsRoutes } from './routes/operations-routes.js';
import { runtimeRoutes } from './routes/runtime-routes.js';
import type { ServiceGateway } from './service-gateway.js';

/**
 * Request bodies are validated as sent: nothing removed, nothing coerced. The route schemas are this
 * package's own constants, checked against JSON Schema's meta-schema by a test (`every route schema
 * compiles`); checking them again in every process compiled the meta-schema on the first request:
 * 3.7 MiB allocated of the 5.5 MiB that request cost.
 */
export const AJV_OPTIONS = {
  removeAdditional: false,
  coerceTypes: false,
  allErrors: false,
  validateSchema: false,
} as const;

/** The route whose successful requests the call pipeline logs (see onResponse). */
const CALL_ROUTE = '/v1/call';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with who may call it, where its company is and what it audits (route-config.ts). */
    routeTable: readonly RouteEntry[];
  }
}

/** Who may do what: credentials, the failed-attempt throttle, managed keys, the audit trail. */
export interface AppAccess {
  resolver: CredentialResolver;
  throttle: AuthFailureThrottle;
  keys: KeyManager;
  audit: AuditTrail;
}

export interface CreateAppOptions {
  gateway: ServiceGateway;
  access: AppAccess;
  metrics: GatewayMetrics;
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
  /** Structure bounds of a JSON body (beyond them: 400 `BODY_TOO_COMPLEX`); default 64 levels, 100,000 elements. */
  bodyShape?: JsonShapeLimits;
  /** Default language of error messages. */
  lang: Lang;
  /** `/metrics` without a token. */
  metricsPublic: boolean;
  /** The recent calls and per-minute statistics (fed by the runtime's observer). */
  activity: CallActivity;
  /** The built console served at `/admin/` (default `packages/console/dist`). */
  consoleDir?: string;
  callStream?: CallStreamOptions;
  /** Runtime requests (JSON-RPC messages) per company (token buckets in this process); absent or 0 per second: none. */
  rateLimit?: { perSecond: number; burst: number };
  /** `/openapi.json` generated from the routes rather than the committed copy (see api-description.ts). */
  describeRoutes?: boolean;
  /** Fastify's `trustProxy`: which proxies' `X-Forwarded-For` gives `request.ip`. */
  trustProxy?: number | string[];
  /** Timeouts, keep-alive and connection cap of the HTTP server (absent: Fastify's and Node's). */
  server?: HttpServerLimits;
  /** Caps, idle timeout and lifetime of the MCP endpoint's `subscriptions/listen` streams. */
  listenStreams?: ListenStreamLimits;
}

/**
 * Builds the Fastify app of the gateway's HTTP API. Thin adapter: decisions come from the runtime
 * (`gateway`), access control (`access/`) and pure helpers; the app maps them to HTTP. Every route
 * declares who may call it (`config.access`) and where its company is (`config.company`), or the app
 * does not start: the credential is checked on request (authenticate.ts), the company before the
 * handler (company-scope.ts), audited routes are recorded as they answer (audit-hook.ts). Error
 * bodies are described in error-handler.ts.
 */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    // One line per request is written in onResponse instead, with the agent's request id (a
    // successful /v1/call: the pipeline's line).
    // `httpRequestId` is Fastify's own id; `requestId` in the line below is the agent's when it sent one.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'httpRequestId' }),
    bodyLimit: options.bodyLimitBytes,
    genReqId: (req) => requestIdFromHeader(req.headers['x-request-id']),
    return503OnClosing: true,
    clientErrorHandler: clientErrorReply(options.lang),
    ajv: { customOptions: AJV_OPTIONS },
    schemaController: { compilersFactory: lazySchemaCompilers() },
    ...(options.trustProxy === undefined ? {} : { trustProxy: trustProxyOption(options.trustProxy) }),
    ...(options.server ? fastifyServerOptions(options.server) : {}),
  });
  if (options.server) boundConnections(app.server, options.server, options.logger);

  // The API speaks JSON only: anything else gets a 415 that says so, not a confusing type error.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app, options.bodyShape);

  const { problem, langOf } = createProblemReply(options.lang);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const routeTable = guardRouteDeclarations(app);
  app.decorate('routeTable', routeTable);
  installAuthentication(app, {
    resolver: options.access.resolver,
    throttle: options.access.throttle,
    problem,
  });
  const rate = options.rateLimit ?? { perSecond: 0, burst: 1 };
  const takeRate = createRateLimiter(rate);
  installCompanyScope(app, {
    gateway: options.gateway,
    problem,
    takeRate,
    rateBurst: rate.perSecond > 0 ? rate.burst : 0,
  });
  installAuditHook(app, options.access.audit);
  app.addHook('onClose', async () => options.access.throttle.close());

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    options.metrics.httpRequest({ method: request.method, route, status: reply.statusCode, seconds });
    // A call that reached the pipeline has its record there (the runtime's `tool call` line: request
    // id, tool, outcome, latency): a second line per call doubled the log volume and cost ~0.13 ms
    // of CPU per call with an asynchronous destination, for the HTTP status and total time alone.
    if (route === CALL_ROUTE && reply.statusCode === 200) return;
    request.log.info(
      {
        requestId: reply.getHeader('x-request-id'),
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'http request',
    );
  });

  installErrorHandling(app, { problem, langOf, bodyLimitBytes: options.bodyLimitBytes });

  const deps: RouteDeps = {
    gateway: options.gateway,
    problem,
    langOf,
    metrics: options.metrics,
    metricsPublic: options.metricsPublic,
    activity: options.activity,
    keys: options.access.keys,
    audit: options.access.audit,
  };
  const mcp = lazyMcpEndpoint({
    gateway: options.gateway,
    logger: options.logger.child({ component: 'mcp' }),
    lang: options.lang,
    maxRequestBodySize: options.bodyLimitBytes,
    ...(options.listenStreams ? { listenStreams: options.listenStreams } : {}),
    listenEvents: options.metrics.listenStreams,
  });
  // Before the server waits for connections to end: open listen streams would hold it open.
  app.addHook('preClose', async () => mcp.close());
  // The API description plugin must be loaded before the routes it describes are declared.
  if (options.describeRoutes === true) describeRoutes(app);
  void app.register(async function routes(scope) {
    runtimeRoutes(scope, deps);
    adminRoutes(scope, deps);
    accessRoutes(scope, deps);
    consoleRoutes(scope, deps);
    activityRoutes(scope, deps, options.callStream);
    usageRoutes(scope, deps);
    operationsRoutes(scope, deps);
    mcpRoutes(scope, deps, mcp);
    apiDescriptionRoutes(scope, { generated: options.describeRoutes === true });
    consoleStaticRoutes(scope, options.consoleDir === undefined ? {} : { dir: options.consoleDir });
  });
  return app;
}

/** A hop count as the function Fastify builds from one (its types take no number); addresses as they are. */
function trustProxyOption(trust: number | string[]): string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
