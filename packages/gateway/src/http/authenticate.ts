import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthFailureThrottle } from '../access/auth-failure-throttle.js';
import type { CredentialResolver } from '../access/credential-resolver.js';
import type { Principal } from '../access/principal.js';
import { accessProblem } from './access-problems.js';
import { bearerToken, roleRefusal } from './bearer-auth.js';
import type { ProblemReply } from './problem-reply.js';

export interface AuthenticationOptions {
  resolver: CredentialResolver;
  throttle: AuthFailureThrottle;
  problem: ProblemReply;
}

const CHALLENGE = 'Bearer realm="asixto-gateway"';

/**
 * The credential check of every route, first thing on each request (`onRequest`): an address
 * throttled for failed attempts gets 429 before its credential is looked at; a missing or unknown
 * credential 401 with `WWW-Authenticate: Bearer` (and counts as a failure of its address); a valid
 * one of a role the route does not admit 403. What passes is `request.principal`.
 */
export function installAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  const { resolver, throttle, problem } = options;

  const refuse = (request: FastifyRequest, reply: FastifyReply, token: string | undefined): FastifyReply => {
    throttle.failed(request.ip);
    reply.header('www-authenticate', token === undefined ? CHALLENGE : `${CHALLENGE}, error="invalid_token"`);
    return accessProblem(problem, request, reply, token === undefined ? 'AUTH_MISSING' : 'AUTH_INVALID');
  };

  /** The principal of the request's token; `null` for none or an unknown one; throws if it cannot say. */
  const identify = async (
    request: FastifyRequest,
  ): Promise<{ token?: string; principal: Principal | null }> => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return { principal: null };
    return { token, principal: (await resolver.resolve(token)) ?? null };
  };

  app.addHook('onRequest', async function authenticate(request, reply) {
    const { access, optionalAuth } = request.routeOptions.config;
    // No access: Fastify's not-found answer, which has no route.
    if (access === undefined) return;
    const waitMs = throttle.throttled(request.ip);
    if (access === 'public') {
      // A public answer never fails on a credential; a wrong one still counts against its address.
      if (!optionalAuth || waitMs > 0 || request.headers.authorization === undefined) return;
      const found = await identify(request).catch(() => ({ principal: null }));
      if (found.principal === null) throttle.failed(request.ip);
      request.principal = found.principal;
      return;
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      return accessProblem(problem, request, reply, 'AUTH_THROTTLED', { seconds });
    }
    let found: { token?: string; principal: Principal | null };
    try {
      found = await identify(request);
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'credential lookup failed');
      return accessProblem(problem, request, reply, 'AUTH_UNAVAILABLE');
    }
    if (found.principal === null) return refuse(request, reply, found.token);
    request.principal = found.principal;
    const refusal = roleRefusal(access, found.principal.role);
    if (refusal !== undefined) return accessProblem(problem, request, reply, refusal);
  });
}
