import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang, MessageData } from '@asixto/contract';
import type { ServiceMessageId } from '../messages/service-messages.js';
/** Sends `{ error: { code, message, ...extra } }` with the message in the request's language. */
export type ProblemReply = (request: FastifyRequest, reply: FastifyReply, status: number, code: string, id: ServiceMessageId, data?: MessageData, extra?: Record<string, string>) => FastifyReply;
/** The error body of every route, in the language of `Accept-Language` (default `defaultLang`). */
export declare function createProblemReply(defaultLang: Lang): {
    problem: ProblemReply;
    langOf(request: FastifyRequest): Lang;
};
//# sourceMappingURL=problem-reply.d.ts.map