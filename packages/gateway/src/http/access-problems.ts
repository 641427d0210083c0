import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageData } from '@asixto/contract';
import type { ServiceMessageId } from '../messages/service-messages.js';
import type { ApiErrorCode } from './api-errors.js';
import type { ProblemReply } from './problem-reply.js';

/**
 * Every answer of access control: its code (whose status is in API_ERRORS) and message. A a company outside the credential's scope gets the same answer
 * whether it exists or not.
 */
export const ACCESS_PROBLEMS = {
  /** No `Authorization: Bearer …` header. */
  AUTH_MISSING: { code: 'UNAUTHORIZED', message: 'authMissing' },
  /** An unknown, revoked or expired credential. */
  AUTH_INVALID: { code: 'UNAUTHORIZED', message: 'authInvalid' },
  NEEDS_ADMIN: { code: 'FORBIDDEN', message: 'authNeedsAdmin' },
  NEEDS_RUNTIME: { code: 'FORBIDDEN', message: 'authNeedsRuntime' },
  NEEDS_PLATFORM: { code: 'FORBIDDEN', message: 'authNeedsPlatform' },
  COMPANY_FORBIDDEN: { code: 'COMPANY_FORBIDDEN', message: 'companyForbidden' },
  TENANT_CREATE_FORBIDDEN: { code: 'TENANT_CREATE_FORBIDDEN', message: 'tenantCreateForbidden' },
  KEY_SCOPE_FORBIDDEN: { code: 'KEY_SCOPE_FORBIDDEN', message: 'keyScopeForbidden' },
  KEY_REQUEST_INVALID: { code: 'INVALID_REQUEST', message: 'keyRequestInvalid' },
  KEY_NOT_FOUND: { code: 'KEY_NOT_FOUND', message: 'keyNotFound' },
  MCP_BATCH_TOO_LARGE: { code: 'MCP_BATCH_TOO_LARGE', message: 'mcpBatchTooLarge' },
  RATE_LIMITED: { code: 'RATE_LIMITED', message: 'rateLimited' },
  AUTH_THROTTLED: { code: 'AUTH_THROTTLED', message: 'authThrottled' },
  AUTH_UNAVAILABLE: { code: 'AUTH_UNAVAILABLE', message: 'authUnavailable' },
} as const satisfies Record<string, { code: ApiErrorCode; message: ServiceMessageId }>;

export type AccessProblem = keyof typeof ACCESS_PROBLEMS;

/** Sends one of {@link ACCESS_PROBLEMS}, with `extra` fields beside `code` and `message`. */
export function accessProblem(
  problem: ProblemReply,
  request: FastifyRequest,
  reply: FastifyReply,
  which: AccessProblem,
  data?: MessageData,
  extra?: Record<string, string>,
): FastifyReply {
  const { code, message } = ACCESS_PROBLEMS[which];
  return problem(request, reply, code, message, data, extra);
}
