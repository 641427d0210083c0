import type { FastifyInstance } from 'fastify';
import type { ProblemReply } from './problem-reply.js';
import type { Lang } from '@asixto/contract';
import type { FastifyRequest } from 'fastify';
/**
 * Every failure of the API becomes `{ error: { code, message } }`: 400 malformed body (names the
 * field), 404 unknown route, 413 body over the limit, 415 not JSON, runtime errors by their table
 * ({@link GATEWAY_ERROR_STATUS}), and 500 for a fault (logged, with the request id).
 */
export declare function installErrorHandling(app: FastifyInstance, { problem, langOf, bodyLimitBytes, }: {
    problem: ProblemReply;
    langOf(r: FastifyRequest): Lang;
    bodyLimitBytes: number;
}): void;
//# sourceMappingURL=error-handler.d.ts.map