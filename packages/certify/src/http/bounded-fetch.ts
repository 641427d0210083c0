import { CertifyError } from '../errors.js';
import { classifyFetchError } from './classify-fetch-error.js';

/** What every probe reads off the wire: status, headers and the body as text, never more than the cap. */
export interface BoundedResponse {
  status: number;
  headers: Headers;
  body: string;
}

export interface BoundedFetchOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
}

/** Default cap on a response body: far above any sane tool answer, far below what hurts the process. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

async function readCapped(response: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading at once: a huge answer is a finding, not a memory problem.
      await reader.cancel().catch(() => undefined);
      throw new CertifyError('CERTIFY_RESPONSE_TOO_LARGE', `${url}: > ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * One HTTP exchange with a per-request timeout (covering headers and body) and a byte cap on the body.
 * Redirects are not followed: a certified endpoint answers where it is registered.
 * Throws only CertifyError.
 */
export async function boundedFetch(
  url: string,
  init: RequestInit,
  { fetch: fetchImpl, timeoutMs, maxBytes }: BoundedFetchOptions,
): Promise<BoundedResponse> {
  // A timer cleared when the exchange ends, not `AbortSignal.timeout`: that one stays armed for the
  // full `timeoutMs` after a fast answer, so a certification run of a thousand calls held thousands
  // of pending timers (and their signals) for ten seconds.
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException(`> ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  timer.unref();
  const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await fetchImpl(url, { ...init, redirect: 'manual', signal });
    const bytes = await readCapped(response, maxBytes, url);
    return { status: response.status, headers: response.headers, body: new TextDecoder().decode(bytes) };
  } catch (error) {
    throw classifyFetchError(error, url, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A fetch for the official SDK client with the same guarantees: it buffers the capped body and hands
 * the client a complete Response, so a hanging or oversized answer fails fast with a CertifyError.
 */
export function boundedFetchLike(options: BoundedFetchOptions): typeof fetch {
  return async function certifyFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await boundedFetch(url, init ?? {}, options);
    const nullBody = response.status === 204 || response.status === 304;
    return new Response(nullBody ? null : response.body, {
      status: response.status,
      headers: response.headers,
    });
  };
}
