import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lang } from '@asixto/contract';
import type { CallActivity } from '../activity/call-activity.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import type { CheckBearer, RouteAccess } from './bearer-auth.js';
import type { CallStreamOptions } from './routes/activity-routes.js';
import type { ServiceGateway } from './service-gateway.js';
declare module 'fastify' {
    interface FastifyContextConfig {
        /** Which bearer token the route accepts (see bearer-auth.ts). */
        access?: RouteAccess;
    }
}
export interface CreateAppOptions {
    gateway: ServiceGateway;
    checkBearer: CheckBearer;
    metrics: GatewayMetrics;
    logger: FastifyBaseLogger;
    bodyLimitBytes: number;
    /** Default language of error messages. */
    lang: Lang;
    /** `/metrics` without a token. */
    metricsPublic: boolean;
    /** The recent calls and per-minute statistics (fed by the runtime's observer). */
    activity: CallActivity;
    /** The built console served at `/admin/` (default `packages/console/dist`). */
    consoleDir?: string;
    callStream?: CallStreamOptions;
    /** Runtime requests per company (token buckets in this process); absent or 0 per second: none. */
    rateLimit?: {
        perSecond: number;
        burst: number;
    };
    /** `/openapi.json` generated from the routes rather than the committed copy (see api-description.ts). */
    describeRoutes?: boolean;
}
/**
 * Builds the Fastify app of the gateway's HTTP API. Thin adapter: decisions come from the runtime
 * (`gateway`) and from pure helpers; the app maps them to HTTP. Every route declares the token it
 * accepts (`config.access`): a missing or unknown token gets 401 (`WWW-Authenticate: Bearer`), a
 * token of the other role 403. Error bodies are described in error-handler.ts.
 */
export declare function createApp(options: CreateAppOptions): FastifyInstance;
//# sourceMappingURL=create-app.d.ts.map