import type { Lang } from '@asixto/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallActivity } from '../activity/call-activity.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import type { GatewayContextInput } from '../context/gateway-context.js';
import type { AuditTrail } from '../access/audit-trail.js';
import type { KeyManager } from '../access/key-manager.js';
import type { Principal } from '../access/principal.js';
import type { ProblemReply } from './problem-reply.js';
import { buildCallContext, traceparentFromHeader } from './request-context.js';
import type { AgentContextBody } from './request-context.js';
import type { ServiceGateway } from './service-gateway.js';

/** What every group of routes works with. */
export interface RouteDeps {
  gateway: ServiceGateway;
  problem: ProblemReply;
  /** The language a request asks for (`Accept-Language`), else the service's. */
  langOf(request: FastifyRequest): Lang;
  metrics: GatewayMetrics;
  /** `/metrics` without a token. */
  metricsPublic: boolean;
  activity: CallActivity;
  keys: KeyManager;
  audit: AuditTrail;
}

/** The request's principal, on a route that requires a credential (the onRequest check set it). */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null)
    throw new Error(`no principal on ${request.routeOptions.url ?? request.url}`);
  return request.principal;
}

/** 404 before the runtime is asked, so an unknown company never looks like an empty catalog. */
export async function requireTenant(
  deps: Pick<RouteDeps, 'gateway' | 'problem'>,
  request: FastifyRequest,
  reply: FastifyReply,
  company: string,
): Promise<boolean> {
  if ((await deps.gateway.getTenant(company)) != null) return true;
  await deps.problem(request, reply, 'GATEWAY_UNKNOWN_COMPANY', 'unknownCompany', { company });
  return false;
}

/**
 * The agent's turn a request body describes (its request id, else the HTTP one, and the
 * `traceparent` header), echoed as `x-request-id`; `undefined` once a 404 for an unknown company
 * has been sent.
 */
export async function turnContext(
  deps: Pick<RouteDeps, 'gateway' | 'problem'>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AgentContextBody,
): Promise<(GatewayContextInput & { requestId: string }) | undefined> {
  const context = buildCallContext(body, request.id, traceparentFromHeader(request.headers.traceparent));
  const keyId = request.principal?.keyId;
  if (keyId != null) context.keyId = keyId;
  reply.header('x-request-id', context.requestId);
  return (await requireTenant(deps, request, reply, context.company)) ? context : undefined;
}
