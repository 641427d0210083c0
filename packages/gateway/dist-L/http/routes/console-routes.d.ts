import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
/**
 * What an operator asks about an agent's turn (admin token): the exposure preview and the
 * playground call. Both drive the runtime's own paths (`previewExposure` beside `catalogFor`, and
 * `callTool`), so what they show is what an agent gets.
 */
export declare function consoleRoutes(app: FastifyInstance, deps: RouteDeps): void;
//# sourceMappingURL=console-routes.d.ts.map