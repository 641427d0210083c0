import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
export interface CallStreamOptions {
    /** An event this often keeps the connection (and the console's idle check) alive. */
    pingMs?: number;
    /** A client this far behind is cut off: a slow reader cannot make the gateway buffer without end. */
    maxBufferedBytes?: number;
}
/**
 * What this instance sees of its calls (admin token): the recent calls, their live stream
 * (Server-Sent Events), and per server the last minutes of traffic. Fed by the runtime's
 * `callFinished` hook; never argument values or results.
 */
export declare function activityRoutes(app: FastifyInstance, deps: RouteDeps, { pingMs, maxBufferedBytes }?: CallStreamOptions): void;
//# sourceMappingURL=activity-routes.d.ts.map