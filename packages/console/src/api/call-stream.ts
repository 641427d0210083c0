import type { Lang } from '@asixto/contract';
import { authHeaders, queryString } from './http';
import type { Fetch } from './http';
import { ApiError, errorFromResponse, networkError } from './api-error';
import type { CallFilter, CallRecord } from './api-types';
import { parseCallRecord } from './parse-call-record';
import { decodeSseStream } from './sse-parser';

export type StreamState = 'connecting' | 'live' | 'retrying' | 'stopped';

export interface CallStreamHandlers {
  onCall: (call: CallRecord) => void;
  onState?: (state: StreamState, error?: ApiError) => void;
  /** Waits between reconnections, growing up to the last one. */
  backoffMs?: readonly number[];
  /** The gateway pings every 15 s; silence longer than this means the connection is dead. */
  idleMs?: number;
}

export interface CallStreamOptions extends CallStreamHandlers {
  token: string;
  lang: Lang;
  filter: CallFilter;
  /** Stops the stream for good. */
  signal: AbortSignal;
  baseUrl?: string;
  fetch?: Fetch;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Follows `GET /v1/calls/stream` with `fetch` and a stream reader (EventSource cannot send the
 * bearer header), reconnecting with backoff when the connection drops or goes silent. A 401 or 403
 * stops it (`stopped` with the error): retrying a refused token cannot help. Records that do not
 * have the CallRecord shape are skipped, so a bad line never breaks the table.
 *
 * Resolves when `signal` aborts or the stream stops.
 */
export async function followCallStream(options: CallStreamOptions): Promise<void> {
  const { signal, onCall, onState = () => undefined } = options;
  const backoff = options.backoffMs ?? [1000, 2000, 5000, 10_000, 15_000];
  const idleMs = options.idleMs ?? 45_000;
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl ?? ''}/v1/calls/stream${queryString({ ...options.filter })}`;
  let failures = 0;

  onState('connecting');
  while (!signal.aborted) {
    const attempt = new AbortController();
    const stopAttempt = (): void => attempt.abort(signal.reason);
    signal.addEventListener('abort', stopAttempt, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const armIdle = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => attempt.abort(new Error('call stream went silent')), idleMs);
    };
    let error: ApiError | undefined;
    try {
      armIdle();
      const response = await doFetch(url, {
        headers: { ...authHeaders(options.token, options.lang), accept: 'text/event-stream' },
        signal: attempt.signal,
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'error',
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw errorFromResponse(response.status, body, response.headers.get('x-request-id'));
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream') || response.body === null) {
        throw new ApiError('protocol', response.status, 'NOT_EVENT_STREAM', `content-type ${type}`);
      }
      onState('live');
      failures = 0;
      await decodeSseStream(
        response.body,
        (event) => {
          armIdle();
          if (event.event !== 'call') return;
          const call = parseCallRecord(event.data);
          if (call !== undefined) onCall(call);
        },
        attempt.signal,
      );
      // Also reached on every ping-less idle abort; both mean "reconnect".
    } catch (cause) {
      if (signal.aborted) break;
      error = cause instanceof ApiError ? cause : networkError(cause);
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stopAttempt);
    }
    if (error && (error.kind === 'unauthorized' || error.kind === 'forbidden')) {
      onState('stopped', error);
      return;
    }
    onState('retrying', error);
    const wait = backoff[Math.min(failures, backoff.length - 1)] ?? 1000;
    failures++;
    await sleep(wait, signal);
  }
  onState('stopped');
}
