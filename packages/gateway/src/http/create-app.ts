import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@asixto/contract';
import type { CallActivity } from '../activity/call-activity.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { lazyMcpEndpoint } from '../mcp/lazy-mcp-endpoint.js';
import type { ListenStreamLimits } from '../mcp/listen-stream-guard.js';
import { apiDescriptionRoutes, describeRoutes } from './api-description.js';
import type { CheckBearer, RouteAccess } from './bearer-auth.js';
import { clientErrorReply } from './client-error-reply.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';
import { boundConnections, fastifyServerOptions } from './http-server-limits.js';
import type { HttpServerLimits } from './http-server-limits.js';
import { createProblemReply } from './problem-reply.js';
import { createRateLimiter } from '../util/rate-limiter.js';
import { requestIdFromHeader } from './request-context.js';
import type { RouteDeps } from './route-deps.js';
import { activityRoutes } from './routes/activity-routes.js';
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
  interface FastifyContextConfig {
    /** Which bearer token the route accepts (see bearer-auth.ts). */
    access?: RouteAccess;
  }
}

export interface CreateAppOptions {
  gateway: ServiceGateway;
  checkBearer: CheckBearer;
  metrics: GatewayMetrics;
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
  /** Default language of error messages. */
  lang: Lang;
  /** `/metrics` without a token. */
  metricsPublic: boolean;
  /** The recent calls and per-minute statistics (fed by the runtime's observer). */
  activity: CallActivity;
  /** The built console served at `/admin/` (default `packages/console/dist`). */
  consoleDir?: string;
  callStream?: CallStreamOptions;
  /** Runtime requests per company (token buckets in this process); absent or 0 per second: none. */
  rateLimit?: { perSecond: number; burst: number };
  /** `/openapi.json` generated from the routes rather than the committed copy (see api-description.ts). */
  describeRoutes?: boolean;
  /** Timeouts, keep-alive and connection cap of the HTTP server (absent: Fastify's and Node's). */
  server?: HttpServerLimits;
  /** Caps, idle timeout and lifetime of the MCP endpoint's `subscriptions/listen` streams. */
  listenStreams?: ListenStreamLimits;
}

/**
 * Builds the Fastify app of the gateway's HTTP API. Thin adapter: decisions come from the runtime
 * (`gateway`) and from pure helpers; the app maps them to HTTP. Every route declares the token it
 * accepts (`config.access`): a missing or unknown token gets 401 (`WWW-Authenticate: Bearer`), a
 * token of the other role 403. Error bodies are described in error-handler.ts.
 */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const { checkBearer } = options;

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
    ...(options.server ? fastifyServerOptions(options.server) : {}),
  });
  if (options.server) boundConnections(app.server, options.server, options.logger);

  // The API speaks JSON only: anything else gets a 415 that says so, not a confusing type error.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);

  const { problem, langOf } = createProblemReply(options.lang);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const decision = checkBearer(request.headers.authorization, access);
    if (decision.ok) return;
    if (decision.status === 401) {
      const challenge =
        decision.reason === 'invalid'
          ? 'Bearer realm="asixto-gateway", error="invalid_token"'
          : 'Bearer realm="asixto-gateway"';
      reply.header('www-authenticate', challenge);
      const id = decision.reason === 'missing' ? 'authMissing' : 'authInvalid';
      return problem(request, reply, 401, decision.code, id);
    }
    const id = decision.reason === 'needs_admin' ? 'authNeedsAdmin' : 'authNeedsRuntime';
    return problem(request, reply, 403, decision.code, id);
  });

  // After validation, so the company read here is a well-formed slug (the key space stays bounded).
  const takeRate = createRateLimiter(options.rateLimit ?? { perSecond: 0, burst: 1 });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.access !== 'runtime') return;
    const company = runtimeCompany(request);
    if (company === undefined) return;
    const decision = takeRate(company);
    if (decision.ok) return;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    return problem(request, reply, 429, 'RATE_LIMITED', 'rateLimited', { company, seconds });
  });

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
    checkBearer,
    problem,
    metrics: options.metrics,
    metricsPublic: options.metricsPublic,
    activity: options.activity,
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
    consoleRoutes(scope, deps);
    activityRoutes(scope, deps, options.callStream);
    operationsRoutes(scope, deps);
    mcpRoutes(scope, deps, mcp);
    apiDescriptionRoutes(scope, { generated: options.describeRoutes === true });
    consoleStaticRoutes(scope, options.consoleDir === undefined ? {} : { dir: options.consoleDir });
  });
  return app;
}

/** The company a runtime request acts for: the MCP endpoint's path, or the body's context. */
function runtimeCompany(request: FastifyRequest): string | undefined {
  const fromPath = (request.params as { company?: unknown } | undefined)?.company;
  if (typeof fromPath === 'string') return fromPath;
  const fromBody = (request.body as { context?: { company?: unknown } } | undefined)?.context?.company;
  return typeof fromBody === 'string' ? fromBody : undefined;
}
