import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';

/** Health and metrics, for load balancers and scrapers. */
export function operationsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway, metrics } = deps;

  app.get('/healthz', { config: { access: 'public' } }, async function healthz(_request, reply) {
    const health = await gateway.health();
    // `degraded` is about some tenant server; the gateway itself still serves, so it stays 200.
    return reply.code(health.status === 'closed' ? 503 : 200).send(health);
  });

  app.get(
    '/metrics',
    { config: { access: deps.metricsPublic ? 'public' : 'admin' } },
    async function prometheus(_request, reply) {
      const text = await metrics.render();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );
}
