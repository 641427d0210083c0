import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
/**
 * The agent runtime's routes (runtime token): the catalog once per turn, then tool calls. A call
 * the pipeline refuses (unknown tool, level, scenario…) is a normal `rejected` outcome with 200:
 * the runtime always gets an outcome object for a call.
 */
export declare function runtimeRoutes(app: FastifyInstance, deps: RouteDeps): void;
//# sourceMappingURL=runtime-routes.d.ts.map