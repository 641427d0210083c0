import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
/** Health and metrics, for load balancers and scrapers. */
export declare function operationsRoutes(app: FastifyInstance, deps: RouteDeps): void;
//# sourceMappingURL=operations-routes.d.ts.map