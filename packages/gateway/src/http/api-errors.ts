import type { GatewayErrorCode } from '../errors.js';
import type { ServiceMessageId } from '../messages/service-messages.js';
import { GATEWAY_ERROR_STATUS } from './gateway-error-status.js';

/** How the API answers one error code: always the same status, with one of these messages. */
export interface ApiError {
  readonly status: number;
  readonly messages: readonly ServiceMessageId[];
}

/** The API's own codes (the runtime's `GATEWAY_*` ones are added from their table below). */
const OWN_ERRORS = {
  INVALID_REQUEST: {
    status: 400,
    messages: [
      'validationRequired',
      'validationType',
      'validationEnum',
      'validationAdditional',
      'validationMaxLength',
      'validationMinLength',
      'validationPattern',
      'validationOther',
      'bodyEmpty',
      'keyRequestInvalid',
      'badCursor',
      'badWindow',
    ],
  },
  EMPTY_BODY: { status: 400, messages: ['bodyEmpty'] },
  INVALID_JSON: { status: 400, messages: ['bodyNotJson'] },
  BODY_TOO_COMPLEX: { status: 400, messages: ['bodyTooDeep', 'bodyTooManyElements'] },
  FORBIDDEN_KEY: { status: 400, messages: ['bodyForbiddenKey'] },
  MCP_BATCH_TOO_LARGE: { status: 400, messages: ['mcpBatchTooLarge'] },
  /** What Node's parser or Fastify refuses and no other code names (the reason is in the message). */
  BAD_REQUEST: { status: 400, messages: ['clientError'] },
  UNAUTHORIZED: { status: 401, messages: ['authMissing', 'authInvalid'] },
  FORBIDDEN: { status: 403, messages: ['authNeedsAdmin', 'authNeedsRuntime', 'authNeedsPlatform'] },
  COMPANY_FORBIDDEN: { status: 403, messages: ['companyForbidden'] },
  TENANT_CREATE_FORBIDDEN: { status: 403, messages: ['tenantCreateForbidden'] },
  KEY_SCOPE_FORBIDDEN: { status: 403, messages: ['keyScopeForbidden'] },
  NOT_FOUND: { status: 404, messages: ['routeNotFound'] },
  KEY_NOT_FOUND: { status: 404, messages: ['keyNotFound'] },
  NO_CERTIFICATION: { status: 404, messages: ['noCertification'] },
  REQUEST_TIMEOUT: { status: 408, messages: ['clientError'] },
  BODY_TOO_LARGE: { status: 413, messages: ['bodyTooLarge'] },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messages: ['bodyMediaType'] },
  RATE_LIMITED: { status: 429, messages: ['rateLimited'] },
  AUTH_THROTTLED: { status: 429, messages: ['authThrottled'] },
  HEADERS_TOO_LARGE: { status: 431, messages: ['clientError'] },
  INTERNAL: { status: 500, messages: ['internal'] },
  AUTH_UNAVAILABLE: { status: 503, messages: ['authUnavailable'] },
} as const satisfies Record<string, ApiError>;

/** The runtime's codes the API answers as the caller's doing (the others are faults: `INTERNAL`). */
export type AnsweredGatewayCode = {
  [C in GatewayErrorCode]: (typeof GATEWAY_ERROR_STATUS)[C] extends null ? never : C;
}[GatewayErrorCode];

export type ApiErrorCode = keyof typeof OWN_ERRORS | AnsweredGatewayCode;

const answered = Object.entries(GATEWAY_ERROR_STATUS).flatMap(([code, answer]) =>
  answer === null ? [] : [[code, { status: answer.status, messages: [answer.message] }] as const],
);

/**
 * Every error code the HTTP API answers, its status and the messages it comes with: the one
 * table. Bodies are `{ error: { code, message, … } }`; Fastify's own codes are mapped into it by
 * the error handler (`FASTIFY_ERRORS`), Node's parser errors by `clientErrorReply`.
 */
export const API_ERRORS: Readonly<Record<ApiErrorCode, ApiError>> = {
  ...OWN_ERRORS,
  // fromEntries forgets the keys: `answered` holds exactly the codes AnsweredGatewayCode names.
  ...(Object.fromEntries(answered) as unknown as Record<AnsweredGatewayCode, ApiError>),
};
