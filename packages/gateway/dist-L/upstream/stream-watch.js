import { isGatewayError } from '../errors.js';
import { responseTooLarge } from './bounded-body-stream.js';
/**
 * Correlation header between an attempt and the fetch the SDK makes for it. The SDK forwards
 * per-request `headers` to the transport; the lean transport and the fetch middleware read it and
 * never send it to the server. (AsyncLocalStorage would also work but taxes every promise on Node 20.)
 */
export const ATTEMPT_HEADER = 'x-asixto-attempt';
/** Open attempts by correlation id; entries live only while their attempt runs. */
export class StreamWatches {
    #open = new Map();
    #next = 0;
    /** Registers a watch; returns the header to send with the attempt and a release function. */
    open(watch) {
        const id = String(++this.#next);
        this.#open.set(id, watch);
        return { headers: { [ATTEMPT_HEADER]: id }, release: () => this.#open.delete(id) };
    }
    /** The watch of an attempt id, if it is still open. */
    get(id) {
        return this.#open.get(id);
    }
    /** The watch named by the request's header (which is removed), if any. */
    take(init) {
        const headers = init?.headers;
        if (!(headers instanceof Headers))
            return undefined;
        const id = headers.get(ATTEMPT_HEADER);
        if (id === null)
            return undefined;
        headers.delete(ATTEMPT_HEADER);
        return this.#open.get(id);
    }
}
function watchedBody(body, watch, reportEnd) {
    const reader = body.getReader();
    return new ReadableStream({
        async pull(controller) {
            let chunk;
            try {
                chunk = await reader.read();
            }
            catch (error) {
                if (isGatewayError(error, 'GATEWAY_RESPONSE_TOO_LARGE'))
                    watch.tooLarge();
                if (reportEnd)
                    watch.streamClosed(error ?? new Error('stream failed'));
                controller.error(error);
                return;
            }
            if (chunk.done) {
                controller.close();
                if (reportEnd)
                    watch.streamClosed();
                return;
            }
            watch.remainingBytes -= chunk.value.byteLength;
            if (watch.remainingBytes < 0) {
                watch.tooLarge();
                const error = responseTooLarge('more than the exchange accepts');
                controller.error(error);
                await reader.cancel(error).catch(() => undefined);
                if (reportEnd)
                    watch.streamClosed(error);
                return;
            }
            controller.enqueue(chunk.value);
        },
        cancel(reason) {
            return reader.cancel(reason);
        },
    });
}
/**
 * Fetch middleware (`(next) => fetch`, the SDK's middleware shape) for requests that belong to a
 * watched exchange:
 * - responses spend the watch's byte budget: a declared length over what is left is refused, a
 *   stream is cut when it runs out, and the watch hears `tooLarge`, so a hostile server cannot
 *   make the gateway buffer without bound, not even over many pages;
 * - an SSE body of a call attempt is wrapped so its end or failure is reported (the SDK would hang
 *   on it). A broken JSON body needs no report: it already rejects the SDK call with
 *   `TypeError('terminated')`.
 */
export function watchResponseStreams(watches, next) {
    return async function watchedFetch(url, init) {
        const watch = watches.take(init);
        let response;
        try {
            response = await next(url, init);
        }
        catch (error) {
            if (isGatewayError(error, 'GATEWAY_RESPONSE_TOO_LARGE'))
                watch?.tooLarge();
            throw error;
        }
        if (watch === undefined || response.body === null)
            return response;
        const type = response.headers.get('content-type') ?? '';
        const sse = type.toLowerCase().startsWith('text/event-stream');
        const declared = Number(response.headers.get('content-length') ?? Number.NaN);
        if (!sse && Number.isFinite(declared)) {
            if (declared <= watch.remainingBytes) {
                watch.remainingBytes -= declared;
                return response;
            }
            watch.tooLarge();
            await response.body.cancel().catch(() => undefined);
            throw responseTooLarge(`declared ${declared} bytes, more than the ${watch.remainingBytes} left`);
        }
        return new Response(watchedBody(response.body, watch, sse && watch.reportStreamEnd), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
        });
    };
}
//# sourceMappingURL=stream-watch.js.map