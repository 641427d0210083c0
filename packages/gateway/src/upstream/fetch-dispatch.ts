import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { LeanDispatch, LeanResponse } from './lean-transport.js';

/**
 * The lean transport's POST over an injected fetch (`GatewayOptions.fetch`, which tests use to
 * watch the upstream traffic): the same transport and call route as with the gateway's own
 * dispatcher, only the network layer differs. Redirects are left to the transport, which follows
 * same-origin 307/308 only.
 */
export function dispatchOverFetch(fetch: FetchLike): LeanDispatch {
  return async function dispatchOverFetch(url, init): Promise<LeanResponse> {
    // The transport's signal may be its lighter stand-in for an AbortSignal; fetch wants the real one.
    const abort = new AbortController();
    const signal = init.signal;
    if (signal?.aborted) abort.abort(signal.reason);
    else signal?.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: abort.signal,
    });
    const headers: LeanResponse['headers'] = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const body =
      response.body === null
        ? Readable.from([])
        : Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
    return { statusCode: response.status, headers, body };
  };
}
