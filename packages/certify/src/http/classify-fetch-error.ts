import { CertifyError } from '../errors.js';

const TLS_CODE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME|ERR_OSSL/i;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Reads the `code` of an error or of its causes (undici puts the socket error in `cause`). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) for (const inner of errors) codes.push(...errorCodes(inner));
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** The innermost message of an error chain (undici's "fetch failed" hides the useful one). */
function deepestMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    message = current.message || message;
    current = current.cause;
  }
  return message;
}

/**
 * Turns what `fetch` threw into a CertifyError with a stable code: a refused or unresolvable host,
 * a TLS failure, a per-request timeout, an answer cut at the bound of the `fetch` given to
 * `certify` (an error or cause whose code ends in `RESPONSE_TOO_LARGE`, as the gateway's guarded
 * fetch throws: reported like the engine's own bound), or another network fault.
 */
export function classifyFetchError(error: unknown, url: string, timeoutMs: number): CertifyError {
  if (error instanceof CertifyError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  // Messages are technical details (URL and code), language-neutral: the report words them.
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new CertifyError('CERTIFY_TIMEOUT', `${url}: > ${timeoutMs} ms`, { cause: error });
  }
  const codes = errorCodes(error);
  const detail = `${url}: ${codes[codes.length - 1] ?? deepestMessage(error)}`;
  if (codes.some((code) => code.endsWith('RESPONSE_TOO_LARGE'))) {
    const bytes = /(\d+) bytes/.exec(deepestMessage(error))?.[1];
    const over = bytes === undefined ? url : `${url}: > ${bytes} bytes`;
    return new CertifyError('CERTIFY_RESPONSE_TOO_LARGE', over, { cause: error });
  }
  if (codes.some((code) => UNREACHABLE_CODES.has(code))) {
    return new CertifyError('CERTIFY_UNREACHABLE', detail, { cause: error });
  }
  if (codes.some((code) => TLS_CODE.test(code))) {
    return new CertifyError('CERTIFY_TLS', detail, { cause: error });
  }
  return new CertifyError('CERTIFY_NETWORK', detail, { cause: error });
}
