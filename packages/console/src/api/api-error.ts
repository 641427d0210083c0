/**
 * How the console reacts to a failed request: `unauthorized` signs out, `invalid` is shown beside the
 * field it names, `network` and `unavailable` offer a retry, the rest is shown as the gateway said it.
 */
export type ApiErrorKind =
  'unauthorized' | 'forbidden' | 'not_found' | 'invalid' | 'unavailable' | 'network' | 'server' | 'protocol';

/** A failed admin API request, with the gateway's own code, message and field when it sent them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server an answer is about, when the gateway names one (a refused credential: it is stored). */
  readonly serverId: string | undefined;
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly requestId?: string,
    options?: { cause?: unknown; serverId?: string | undefined },
  ) {
    super(message, options);
    this.serverId = options?.serverId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether trying the same request again may help (TanStack Query's retry and the retry buttons). */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'unavailable');
}

export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'server';
  return 'invalid';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Maps a non-2xx response to an ApiError. The body is the gateway's `{ error: { code, message,
 * field?, requestId? } }` when it comes from the gateway; anything else (a proxy's HTML page, an
 * empty body) still becomes a typed error with the status, never a parse failure.
 */
export function errorFromResponse(status: number, body: unknown, headerRequestId?: string | null): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = str(error?.code) ?? `HTTP_${status}`;
  const message = str(error?.message) ?? `HTTP ${status}`;
  const requestId = str(error?.requestId) ?? str(headerRequestId ?? undefined);
  return new ApiError(kindOfStatus(status), status, code, message, str(error?.field), requestId, {
    serverId: str(error?.serverId),
  });
}

/** A request that never got a response (gateway down, DNS, CORS, connection reset). */
export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError('network', 0, 'NETWORK', detail, undefined, undefined, { cause });
}
