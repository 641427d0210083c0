import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderMessage } from '@asixto/contract';
import type { Lang, MessageData } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import type { ServiceMessageId } from '../messages/service-messages.js';
import { API_ERRORS } from './api-errors.js';
import type { ApiErrorCode } from './api-errors.js';
import { langFromHeader } from './request-context.js';

/**
 * Sends `{ error: { code, message, ...extra } }` with the code's status (API_ERRORS) and the message
 * in the request's language.
 */
export type ProblemReply = (
  request: FastifyRequest,
  reply: FastifyReply,
  code: ApiErrorCode,
  id: ServiceMessageId,
  data?: MessageData,
  extra?: Record<string, string>,
) => FastifyReply;

/** The error body of every route, in the language of `Accept-Language` (default `defaultLang`). */
export function createProblemReply(defaultLang: Lang): {
  problem: ProblemReply;
  langOf(request: FastifyRequest): Lang;
} {
  const langOf = (request: FastifyRequest): Lang =>
    langFromHeader(request.headers['accept-language'], defaultLang);
  const problem: ProblemReply = (request, reply, code, id, data, extra = {}) =>
    reply.code(API_ERRORS[code].status).send({
      error: { code, message: renderMessage(SERVICE_MESSAGES, id, langOf(request), data), ...extra },
    });
  return { problem, langOf };
}
