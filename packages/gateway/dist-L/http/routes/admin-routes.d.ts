import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
/**
 * Administration routes (admin token): tenants, their servers, certification, the rule catalog.
 * Success bodies have declared schemas (admin-schemas.ts): only declared fields are serialized, so
 * no credential can leave through them.
 */
export declare function adminRoutes(app: FastifyInstance, deps: RouteDeps): void;
//# sourceMappingURL=admin-routes.d.ts.map