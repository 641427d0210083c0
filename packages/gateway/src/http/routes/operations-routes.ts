import type { FastifyInstance } from 'fastify';
import { healthSchema, metricsTextSchema } from '../admin-schemas.js';
import type { RouteDeps } from '../route-deps.js';
import { ERROR_REPLIES } from '../route-schemas.js';

/** Health and metrics, for load balancers and scrapers. */
export function operationsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway, metrics } = deps;

  // Liveness for anyone (a load balancer): `{ status }` only. With a platform admin's credential: the counts,
  // the problems and one line per server. `degraded` is about some tenant server; the gateway
  // still serves, so it stays 200; `failing` (registry not writable) and `closed` are 503.
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Health of this instance (503 when it should be replaced)',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { access: 'public', optionalAuth: true },
    },
    async function healthz(request, reply) {
      const health = await gateway.health();
      const code = health.status === 'closed' || health.status === 'failing' ? 503 : 200;
      // Every tenant's servers are in the details: platform admins only.
      const platform = request.principal?.role === 'platform-admin';
      return reply.code(code).send(platform ? health : { status: health.status });
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics of this instance',
        response: { 200: metricsTextSchema, 401: ERROR_REPLIES[401], 403: ERROR_REPLIES[403] },
      },
      config: deps.metricsPublic ? { access: 'public' } : { access: 'platform', company: 'none' },
    },
    async function prometheus(_request, reply) {
      const text = await metrics.render();
      return reply.header('content-type', metrics.contentType).send(text);
    },
  );
}
