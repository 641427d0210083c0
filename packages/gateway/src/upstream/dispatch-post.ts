import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { RequestSignal } from './deadline-signal.js';
import type { LeanResponse } from './lean-transport.js';

/** Why a body was dropped unread: the request is aborted so the socket stops receiving it. */
const DISCARDED = 'response body discarded';

/**
 * One POST through an undici dispatcher's handler API, answered with the status, the headers and
 * the body as a plain Node stream. undici's `request` does the same behind an async resource, its
 * own signal wiring and a richer body class, which cost about a third of the client side of a call;
 * the transport needs none of them. The body streams with backpressure (the socket pauses while
 * nobody reads); destroying it before its end aborts the request, so a cut or discarded body is
 * never read further. A signal aborts the request at any point; errors are undici's own, as
 * `request` gives them.
 */
export function dispatchPost(
  dispatcher: Dispatcher,
  url: URL,
  init: { headers: Record<string, string>; body: string; signal: RequestSignal | undefined },
): Promise<LeanResponse> {
  const { signal } = init;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<LeanResponse>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let body: Readable | undefined;
    let ended = false;
    const onAbort = (): void => {
      if (controller !== undefined) controller.abort(signal?.reason as Error);
      // Still queued for a socket (undici starts a request only once one is free, which a server
      // holding all of them decides): the caller stops waiting now; the start aborts it.
      else reject(signal?.reason);
    };
    const settle = (): void => {
      ended = true;
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    dispatcher.dispatch(
      {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: init.headers,
        body: init.body,
      },
      {
        onRequestStart(started) {
          controller = started;
          if (signal?.aborted) started.abort(signal.reason as Error);
        },
        onResponseStart(started, statusCode, headers) {
          body = new Readable({
            read: () => started.resume(),
            destroy: (error, callback) => {
              if (!ended) started.abort(error ?? new Error(DISCARDED));
              callback(error);
            },
          });
          resolve({ statusCode, headers, body });
        },
        onResponseData(started, chunk) {
          if (body !== undefined && !body.push(chunk)) started.pause();
        },
        onResponseEnd() {
          settle();
          body?.push(null);
        },
        onResponseError(_started, error) {
          settle();
          if (body === undefined) reject(error);
          else body.destroy(error);
        },
      },
    );
  });
}
