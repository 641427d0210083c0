import type { MessageData } from '@asixto/contract';
import type { GatewayError, GatewayErrorCode } from '../errors.js';
import type { ServiceMessageId } from '../messages/service-messages.js';

/**
 * The HTTP answer to each error the runtime throws at its public surface. `null`: a fault of the
 * gateway itself (500, logged with the request id), never the caller's doing.
 */
export const GATEWAY_ERROR_STATUS = {
  GATEWAY_INVALID_SLUG: { status: 400, message: 'invalidInput' },
  GATEWAY_INVALID_TENANT: { status: 400, message: 'invalidInput' },
  GATEWAY_INVALID_POLICY: { status: 400, message: 'invalidInput' },
  GATEWAY_INVALID_CONTEXT: { status: 400, message: 'invalidInput' },
  GATEWAY_URL_REFUSED: { status: 400, message: 'urlRefused' },
  GATEWAY_CREDENTIAL_REFUSED: { status: 422, message: 'credentialRefused' },
  GATEWAY_INVALID_TEST_DATA: { status: 400, message: 'invalidTestData' },
  GATEWAY_UNKNOWN_COMPANY: { status: 404, message: 'unknownCompany' },
  GATEWAY_UNKNOWN_SERVER: { status: 404, message: 'unknownServer' },
  GATEWAY_CLOSED: { status: 503, message: 'shuttingDown' },
  GATEWAY_RESPONSE_TOO_LARGE: null,
  GATEWAY_RESPONSE_TOO_COMPLEX: null,
  GATEWAY_INVALID_SECRET_KEY: null,
  GATEWAY_CREDENTIAL_UNREADABLE: null,
  GATEWAY_REGISTRY_FAILURE: null,
  GATEWAY_ENGINE_UNAVAILABLE: null,
  // Internal: a call without a token ends `unavailable` with the reason (never thrown to a caller).
  GATEWAY_OAUTH_TOKEN: null,
} as const satisfies Record<GatewayErrorCode, { status: number; message: ServiceMessageId } | null>;

/**
 * The request-body field an error is about, when the runtime says so: a tenant's field by name, a
 * policy problem as a JSON pointer from the body root (`/policy/tools/x/level`), so a client (the
 * console's policy editor) can show the message at its place.
 */
export function gatewayErrorField(error: GatewayError): string | undefined {
  if (error.code === 'GATEWAY_INVALID_TENANT' && typeof error.data?.field === 'string')
    return error.data.field;
  if (error.code === 'GATEWAY_INVALID_POLICY' && typeof error.data?.path === 'string')
    return `/policy${error.data.path}`;
  if (error.code === 'GATEWAY_INVALID_TEST_DATA') return '/testData';
  return undefined;
}

/** What the messages of {@link GATEWAY_ERROR_STATUS} may name, read off the error. */
export function gatewayErrorData(error: GatewayError): MessageData {
  const field = gatewayErrorField(error) ?? (typeof error.data?.field === 'string' ? error.data.field : '');
  return {
    field,
    detail: error.message,
    company: String(error.data?.company ?? field),
    serverId: String(error.data?.serverId ?? ''),
    httpStatus: String(error.data?.httpStatus ?? '401/403'),
  };
}
