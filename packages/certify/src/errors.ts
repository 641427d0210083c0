/** Stable codes of @asixto/certify; a `fatal` in a report carries one of these. Consumers match on `.code`. */
export const CERTIFY_ERROR_CODES = [
  'CERTIFY_INVALID_URL',
  'CERTIFY_UNREACHABLE',
  'CERTIFY_TLS',
  'CERTIFY_TIMEOUT',
  'CERTIFY_RESPONSE_TOO_LARGE',
  'CERTIFY_NETWORK',
  'CERTIFY_NOT_MCP',
  'CERTIFY_INVALID_JSON',
  'CERTIFY_AUTH_REQUIRED',
  'CERTIFY_TOKEN_REJECTED',
  'CERTIFY_FIXTURES_INVALID',
  'CERTIFY_INTERNAL',
] as const;

export type CertifyErrorCode = (typeof CERTIFY_ERROR_CODES)[number];

/**
 * A failure of the certifier itself or of the wire (not of a contract rule). Inside the engine these
 * are caught and become findings or the report's `fatal`; `certify()` never throws them.
 */
export class CertifyError extends Error {
  override readonly name = 'CertifyError';
  readonly code: CertifyErrorCode;

  constructor(code: CertifyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Finds a CertifyError in an error's cause chain (the SDK client wraps what our fetch throws). */
export function findCertifyError(error: unknown): CertifyError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    if (current instanceof CertifyError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
