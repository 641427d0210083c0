import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageData } from '@asixto/contract';
import type { ServiceMessageId } from '../messages/service-messages.js';
import type { ProblemReply } from './problem-reply.js';

/**
 * Every answer of access control, by stable code: its status and message. The same code always
 * comes with the same status, and a company outside the credential's scope gets the same answer
 * whether it exists or not.
 */
export const ACCESS_PROBLEMS = {
  /** No `Authorization: Bearer …` header. */
  AUTH_MISSING: { code: 'UNAUTHORIZED', status: 401, message: 'authMissing' },
  /** An unknown, revoked or expired credential. */
  AUTH_INVALID: { code: 'UNAUTHORIZED', status: 401, message: 'authInvalid' },
  NEEDS_ADMIN: { code: 'FORBIDDEN', status: 403, message: 'authNeedsAdmin' },
  NEEDS_RUNTIME: { code: 'FORBIDDEN', status: 403, message: 'authNeedsRuntime' },
  NEEDS_PLATFORM: { code: 'FORBIDDEN', status: 403, message: 'authNeedsPlatform' },
  COMPANY_FORBIDDEN: { code: 'COMPANY_FORBIDDEN', status: 403, message: 'companyForbidden' },
  TENANT_CREATE_FORBIDDEN: { code: 'TENANT_CREATE_FORBIDDEN', status: 403, message: 'tenantCreateForbidden' },
  KEY_SCOPE_FORBIDDEN: { code: 'KEY_SCOPE_FORBIDDEN', status: 403, message: 'keyScopeForbidden' },
  KEY_REQUEST_INVALID: { code: 'INVALID_REQUEST', status: 400, message: 'keyRequestInvalid' },
  KEY_NOT_FOUND: { code: 'KEY_NOT_FOUND', status: 404, message: 'keyNotFound' },
  MCP_BATCH_TOO_LARGE: { code: 'MCP_BATCH_TOO_LARGE', status: 400, message: 'mcpBatchTooLarge' },
  RATE_LIMITED: { code: 'RATE_LIMITED', status: 429, message: 'rateLimited' },
  AUTH_THROTTLED: { code: 'AUTH_THROTTLED', status: 429, message: 'authThrottled' },
  AUTH_UNAVAILABLE: { code: 'AUTH_UNAVAILABLE', status: 503, message: 'authUnavailable' },
} as const satisfies Record<string, { code: string; status: number; message: ServiceMessageId }>;

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
  const { code, status, message } = ACCESS_PROBLEMS[which];
  return problem(request, reply, status, code, message, data, extra);
}
