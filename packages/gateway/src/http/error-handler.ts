import type { FastifyError, FastifyInstance } from 'fastify';
import { isGatewayError } from '../errors.js';
import { describeValidationError } from './describe-validation-error.js';
import type { SchemaErrorLike } from './describe-validation-error.js';
import type { ServiceMessageId } from '../messages/service-messages.js';
import { API_ERRORS } from './api-errors.js';
import type { AnsweredGatewayCode, ApiErrorCode } from './api-errors.js';
import { GATEWAY_ERROR_STATUS, gatewayErrorData, gatewayErrorField } from './gateway-error-status.js';
import { BodyError } from './json-body.js';
import type { ProblemReply } from './problem-reply.js';
import type { Lang } from '@asixto/contract';
import type { FastifyRequest } from 'fastify';

/** Fastify's own request errors, mapped into the API's table (`{limit}`: the body limit). */
export const FASTIFY_ERRORS: Readonly<Record<string, { code: ApiErrorCode; message: ServiceMessageId }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'bodyNotJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'EMPTY_BODY', message: 'bodyEmpty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'bodyMediaType' },
};

/**
 * Every failure of the API becomes `{ error: { code, message } }`: 400 malformed body (names the
 * field), 404 unknown route, 413 body over the limit, 415 not JSON, runtime errors by their table
 * ({@link GATEWAY_ERROR_STATUS}), and 500 for a fault (logged, with the request id).
 */
export function installErrorHandling(
  app: FastifyInstance,
  {
    problem,
    langOf,
    bodyLimitBytes,
  }: { problem: ProblemReply; langOf(r: FastifyRequest): Lang; bodyLimitBytes: number },
): void {
  app.setNotFoundHandler((request, reply) =>
    problem(request, reply, 'NOT_FOUND', 'routeNotFound', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { field, message } = describeValidationError(
        error.validation as unknown as SchemaErrorLike[],
        error.validationContext,
        langOf(request),
      );
      return reply
        .code(API_ERRORS.INVALID_REQUEST.status)
        .send({ error: { code: 'INVALID_REQUEST', message, field } });
    }
    if (error instanceof BodyError) {
      switch (error.code) {
        case 'BODY_EMPTY':
          return problem(request, reply, 'EMPTY_BODY', 'bodyEmpty');
        case 'BODY_INVALID_JSON':
          return problem(request, reply, 'INVALID_JSON', 'bodyNotJson');
        case 'BODY_TOO_COMPLEX':
          return problem(
            request,
            reply,
            'BODY_TOO_COMPLEX',
            error.shape?.problem === 'depth' ? 'bodyTooDeep' : 'bodyTooManyElements',
            { max: error.shape?.max ?? 0 },
          );
        case 'BODY_FORBIDDEN_KEY':
          return problem(
            request,
            reply,
            'FORBIDDEN_KEY',
            'bodyForbiddenKey',
            {
              key: error.key,
              field: error.field,
            },
            { field: error.field },
          );
      }
    }
    const mapped = FASTIFY_ERRORS[error.code];
    if (mapped) return problem(request, reply, mapped.code, mapped.message, { limit: bodyLimitBytes });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return problem(request, reply, 'INVALID_JSON', 'bodyNotJson');
    }
    if (isGatewayError(error)) {
      const answer = GATEWAY_ERROR_STATUS[error.code];
      if (answer) {
        const field = gatewayErrorField(error);
        const serverId = answer.status === 422 ? error.data?.serverId : undefined;
        return problem(
          request,
          reply,
          error.code as AnsweredGatewayCode,
          answer.message,
          gatewayErrorData(error),
          {
            ...(field === undefined ? {} : { field }),
            ...(typeof serverId === 'string' ? { serverId } : {}),
          },
        );
      }
    }
    // Any other 4xx Fastify raises itself (e.g. a bad Content-Length): its code stays inside.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return problem(request, reply, 'BAD_REQUEST', 'clientError', { reason: error.code ?? 'invalid' });
    }
    request.log.error(
      { err: error, requestId: reply.getHeader('x-request-id') },
      'unhandled error in the HTTP API',
    );
    const requestId = String(reply.getHeader('x-request-id') ?? request.id);
    return problem(request, reply, 'INTERNAL', 'internal', { requestId }, { requestId });
  });
}
