import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayActFor } from '../access/principal.js';
import { GatewayError } from '../errors.js';
import type { RateDecision } from '../util/rate-limiter.js';
import { accessProblem } from './access-problems.js';
import type { ProblemReply } from './problem-reply.js';
import type { ServiceGateway } from './service-gateway.js';

export interface CompanyScopeOptions {
  gateway: Pick<ServiceGateway, 'getTenant' | 'getServer'>;
  problem: ProblemReply;
  /** The per-company bucket of runtime requests; `cost` is the JSON-RPC messages of one request. */
  takeRate(company: string, cost: number): RateDecision;
  /** The bucket's burst: a batch of more messages could never be admitted. 0: no limit. */
  rateBurst: number;
}

/** The company a request names, from where its route says (see `CompanySource`). */
function namedCompany(request: FastifyRequest): string | undefined {
  const pick = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const body = request.body as { company?: unknown; context?: { company?: unknown } } | undefined;
  switch (request.routeOptions.config.company) {
    case 'path':
      return pick((request.params as { company?: unknown }).company);
    case 'body':
      return pick(body?.company);
    case 'context':
      return pick(body?.context?.company);
    case 'query':
      return pick((request.query as { company?: unknown }).company);
    default:
      return undefined;
  }
}

/**
 * After validation (so a named company is a well-formed slug), before the handler: the company a
 * request acts for must be one of its credential's, else 403 `COMPANY_FORBIDDEN`, the same answer
 * whether that company exists or not; a server of another company is answered as unknown (404).
 * Then, for the agent runtime's routes: an unknown company 404, before any rate bucket is touched;
 * then the company's bucket, one token per JSON-RPC message (a legacy batch counts each).
 */
export function installCompanyScope(app: FastifyInstance, options: CompanyScopeOptions): void {
  const { gateway, problem, takeRate, rateBurst } = options;

  app.addHook('preHandler', async function checkCompanyScope(request, reply) {
    const principal = request.principal;
    const { access, company: source } = request.routeOptions.config;
    if (principal === null || access === undefined || access === 'public') return;
    let company: string | undefined;
    if (source === 'server') {
      // Administration only (no runtime route names a server): one lookup is affordable.
      const serverId = (request.params as { id: string }).id;
      company = (await gateway.getServer(serverId)).company;
      if (!mayActFor(principal, company))
        throw new GatewayError('GATEWAY_UNKNOWN_SERVER', `unknown server ${serverId}`, {
          data: { serverId },
        });
    } else {
      company = namedCompany(request);
      if (company !== undefined && !mayActFor(principal, company))
        return accessProblem(problem, request, reply, 'COMPANY_FORBIDDEN', { company });
    }
    if (company !== undefined) request.actingFor = company;
    if (access !== 'runtime' || company === undefined) return;

    if ((await gateway.getTenant(company)) == null)
      return problem(request, reply, 'GATEWAY_UNKNOWN_COMPANY', 'unknownCompany', { company });
    const cost = Array.isArray(request.body) ? request.body.length : 1;
    if (rateBurst > 0 && cost > rateBurst)
      return accessProblem(problem, request, reply, 'MCP_BATCH_TOO_LARGE', { count: cost, limit: rateBurst });
    const decision = takeRate(company, cost);
    if (decision.ok) return;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    return accessProblem(problem, request, reply, 'RATE_LIMITED', { company, seconds });
  });
}
