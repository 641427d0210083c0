import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderMessage } from '@asixto/contract';
import type { Lang, MessageData } from '@asixto/contract';
import { isGatewayError } from '../errors.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { SERVICE_MESSAGES } from '../service/service-messages.js';
import type { ServiceMessageId } from '../service/service-messages.js';
import type { CheckBearer, RouteAccess } from './bearer-auth.js';
import { describeValidationError } from './describe-validation-error.js';
import type { SchemaErrorLike } from './describe-validation-error.js';
import {
  buildCallContext,
  langFromHeader,
  requestIdFromHeader,
  traceparentFromHeader,
} from './request-context.js';
import type { AgentContextBody } from './request-context.js';
import {
  callBodySchema,
  catalogBodySchema,
  companyParamsSchema,
  errorResponseSchema,
  serverBodySchema,
  serverParamsSchema,
  tenantBodySchema,
} from './route-schemas.js';
import type { CatalogFormat } from './route-schemas.js';
import { selectCatalogFormat } from './select-catalog-format.js';
import type { ServiceGateway } from './service-gateway.js';

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
}

interface CatalogBody {
  context: AgentContextBody;
  format?: CatalogFormat;
}
interface CallBody {
  context: AgentContextBody;
  name: string;
  arguments?: Record<string, unknown> | null;
}
interface TenantBody {
  company: string;
  name: string;
  currency: string;
  timezone: string;
  policy?: Record<string, unknown> | null;
}
interface ServerBody {
  url: string;
  token?: string | null;
}

const ERROR_REPLIES = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Builds the Fastify app of the gateway's HTTP API (routes of issue 6). Thin adapter: decisions
 * come from the runtime (`gateway`) and from pure helpers; this file maps them to HTTP.
 *
 * Status codes: 400 malformed body (names the field), 401 missing/unknown token
 * (`WWW-Authenticate: Bearer`), 403 token of the other role, 404 unknown company/server/route,
 * 413 body over the limit, 415 not JSON, 503 shutting down, 500 a fault (logged, with request id).
 * A tool call that the pipeline refuses (unknown tool, level, scenario…) is a normal `rejected`
 * outcome with 200: the agent runtime always gets an outcome object for a call.
 */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const { gateway, checkBearer, metrics, lang: defaultLang } = options;

  const app = Fastify({
    loggerInstance: options.logger,
    // One line per request is written in onResponse instead, with the agent's request id.
    // `httpRequestId` is Fastify's own id; `requestId` in the line below is the agent's when it sent one.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'httpRequestId' }),
    bodyLimit: options.bodyLimitBytes,
    genReqId: (req) => requestIdFromHeader(req.headers['x-request-id']),
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });

  // The API speaks JSON only: anything else gets a 415 that says so, not a confusing type error.
  app.removeContentTypeParser('text/plain');

  const langOf = (request: FastifyRequest): Lang =>
    langFromHeader(request.headers['accept-language'], defaultLang);
  const problem = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    id: ServiceMessageId,
    data?: MessageData,
    extra: Record<string, string> = {},
  ): FastifyReply =>
    reply.code(status).send({
      error: { code, message: renderMessage(SERVICE_MESSAGES, id, langOf(request), data), ...extra },
    });

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
      return problem(
        request,
        reply,
        401,
        decision.code,
        decision.reason === 'missing' ? 'authMissing' : 'authInvalid',
      );
    }
    const id = decision.reason === 'needs_admin' ? 'authNeedsAdmin' : 'authNeedsRuntime';
    return problem(request, reply, 403, decision.code, id);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequest({ method: request.method, route, status: reply.statusCode, seconds });
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

  app.setNotFoundHandler((request, reply) =>
    problem(request, reply, 404, 'NOT_FOUND', 'routeNotFound', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { field, message } = describeValidationError(
        error.validation as unknown as SchemaErrorLike[],
        error.validationContext,
        langOf(request),
      );
      return reply.code(400).send({ error: { code: 'INVALID_REQUEST', message, field } });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return problem(request, reply, 413, 'BODY_TOO_LARGE', 'bodyTooLarge', {
          limit: options.bodyLimitBytes,
        });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return problem(request, reply, 400, 'INVALID_JSON', 'bodyNotJson');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return problem(request, reply, 400, 'EMPTY_BODY', 'bodyEmpty');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return problem(request, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'bodyMediaType');
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return problem(request, reply, 400, 'INVALID_JSON', 'bodyNotJson');
    }
    if (isGatewayError(error)) {
      const field = typeof error.data?.field === 'string' ? error.data.field : '';
      switch (error.code) {
        case 'GATEWAY_INVALID_SLUG':
        case 'GATEWAY_INVALID_TENANT':
        case 'GATEWAY_INVALID_POLICY':
        case 'GATEWAY_INVALID_CONTEXT':
          return problem(request, reply, 400, error.code, 'invalidInput', { field, detail: error.message });
        case 'GATEWAY_URL_REFUSED':
          return problem(request, reply, 400, error.code, 'urlRefused', { detail: error.message });
        case 'GATEWAY_UNKNOWN_COMPANY':
          return problem(request, reply, 404, error.code, 'unknownCompany', {
            company: String(error.data?.company ?? field),
          });
        case 'GATEWAY_UNKNOWN_SERVER':
          return problem(request, reply, 404, error.code, 'unknownServer', {
            serverId: String(error.data?.serverId ?? ''),
          });
        case 'GATEWAY_CLOSED':
          return problem(request, reply, 503, error.code, 'shuttingDown');
        default:
          break;
      }
    }
    // Any other 4xx Fastify raises itself (e.g. a bad Content-Length) keeps its status.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error(
      { err: error, requestId: reply.getHeader('x-request-id') },
      'unhandled error in the HTTP API',
    );
    const requestId = String(reply.getHeader('x-request-id') ?? request.id);
    return problem(request, reply, 500, 'INTERNAL', 'internal', { requestId }, { requestId });
  });

  // ---- Agent runtime routes ------------------------------------------------------------------

  /** 404 before the runtime is asked, so an unknown company never looks like an empty catalog. */
  const requireTenant = async (
    request: FastifyRequest,
    reply: FastifyReply,
    company: string,
  ): Promise<boolean> => {
    if ((await gateway.getTenant(company)) != null) return true;
    await problem(request, reply, 404, 'GATEWAY_UNKNOWN_COMPANY', 'unknownCompany', { company });
    return false;
  };

  app.post<{ Body: CatalogBody }>(
    '/v1/catalog',
    { schema: { body: catalogBodySchema, response: ERROR_REPLIES }, config: { access: 'runtime' } },
    async function catalog(request, reply) {
      const context = buildCallContext(
        request.body.context,
        request.id,
        traceparentFromHeader(request.headers.traceparent),
      );
      reply.header('x-request-id', context.requestId);
      if (!(await requireTenant(request, reply, context.company))) return reply;
      const result = await gateway.catalogFor(context);
      return { ...selectCatalogFormat(result, request.body.format ?? 'mcp'), requestId: context.requestId };
    },
  );

  app.post<{ Body: CallBody }>(
    '/v1/call',
    { schema: { body: callBodySchema, response: ERROR_REPLIES }, config: { access: 'runtime' } },
    async function call(request, reply) {
      const context = buildCallContext(
        request.body.context,
        request.id,
        traceparentFromHeader(request.headers.traceparent),
      );
      reply.header('x-request-id', context.requestId);
      if (!(await requireTenant(request, reply, context.company))) return reply;
      const outcome = await gateway.callTool(context, request.body.name, request.body.arguments ?? {});
      return outcome;
    },
  );

  // ---- Administration routes -----------------------------------------------------------------

  app.post<{ Body: TenantBody }>(
    '/v1/tenants',
    { schema: { body: tenantBodySchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function createTenant(request, reply) {
      const { policy, ...fields } = request.body;
      const existed = (await gateway.getTenant(fields.company)) != null;
      const tenant = await gateway.registerTenant(policy == null ? fields : { ...fields, policy });
      return reply.code(existed ? 200 : 201).send(tenant);
    },
  );

  app.post<{ Params: { company: string }; Body: ServerBody }>(
    '/v1/tenants/:company/servers',
    {
      schema: { params: companyParamsSchema, body: serverBodySchema, response: ERROR_REPLIES },
      config: { access: 'admin' },
    },
    async function registerServer(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(request, reply, company))) return reply;
      const { url, token } = request.body;
      const registered = await gateway.registerServer(company, token == null ? { url } : { url, token });
      return reply.code(201).send(registered);
    },
  );

  app.get<{ Params: { company: string } }>(
    '/v1/tenants/:company/servers',
    { schema: { params: companyParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function listServers(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(request, reply, company))) return reply;
      const servers = await gateway.listServers(company);
      return { servers: servers.map(withoutCredentials) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/servers/:id/certify',
    { schema: { params: serverParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function certifyServer(request) {
      return gateway.certifyServer(request.params.id);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id/certification',
    { schema: { params: serverParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function getCertification(request, reply) {
      const serverId = request.params.id;
      const certification = await gateway.getCertification(serverId);
      if (certification == null)
        return problem(request, reply, 404, 'NO_CERTIFICATION', 'noCertification', { serverId });
      return certification;
    },
  );

  // ---- Operations ----------------------------------------------------------------------------

  app.get('/healthz', { config: { access: 'public' } }, async function healthz(_request, reply) {
    const health = await gateway.health();
    // `degraded` is about some tenant server; the gateway itself still serves, so it stays 200.
    return reply.code(health.status === 'closed' ? 503 : 200).send(health);
  });

  app.get(
    '/metrics',
    { config: { access: options.metricsPublic ? 'public' : 'admin' } },
    async function prometheus(_request, reply) {
      const text = await metrics.render();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );

  return app;
}

/** Defence in depth: whatever the runtime returns, no credential leaves through a read API. */
function withoutCredentials(server: unknown): unknown {
  if (typeof server !== 'object' || server === null) return server;
  const copy: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  for (const key of ['credential', 'token', 'sealedCredential']) delete copy[key];
  return copy;
}
