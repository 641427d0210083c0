/**
 * Errors of @asixto/gateway. Each class carries a stable string `code`; consumers (the HTTP service,
 * tests) match on `.code`, never on the message. Expected failures inside the runtime are values;
 * these are thrown at the public surface when a caller asks for something impossible.
 */
export const GATEWAY_ERROR_CODES = [
  'GATEWAY_INVALID_SLUG',
  'GATEWAY_INVALID_TENANT',
  'GATEWAY_INVALID_POLICY',
  'GATEWAY_INVALID_CONTEXT',
  'GATEWAY_UNKNOWN_COMPANY',
  'GATEWAY_UNKNOWN_SERVER',
  'GATEWAY_URL_REFUSED',
  'GATEWAY_CREDENTIAL_REFUSED',
  'GATEWAY_INVALID_TEST_DATA',
  'GATEWAY_RESPONSE_TOO_LARGE',
  'GATEWAY_RESPONSE_TOO_COMPLEX',
  'GATEWAY_INVALID_SECRET_KEY',
  'GATEWAY_CREDENTIAL_UNREADABLE',
  'GATEWAY_REGISTRY_FAILURE',
  'GATEWAY_ENGINE_UNAVAILABLE',
  'GATEWAY_CLOSED',
  'GATEWAY_OAUTH_TOKEN',
] as const;

export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly code: GatewayErrorCode;
  /** Extra machine-readable data (e.g. the field at fault); never a credential. */
  readonly data: Readonly<Record<string, unknown>> | undefined;

  constructor(
    code: GatewayErrorCode,
    message: string,
    options: { cause?: unknown; data?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }
}

/** Narrowing helper for callers that match on the code. */
export function isGatewayError(value: unknown, code?: GatewayErrorCode): value is GatewayError {
  return value instanceof GatewayError && (code === undefined || value.code === code);
}

/** Expected failures travel as values (CONVENTIONS.md, "Errors"). */
export type Result<T, C extends string = GatewayErrorCode> =
  { ok: true; value: T } | { ok: false; code: C; message: string; data?: Record<string, unknown> };
