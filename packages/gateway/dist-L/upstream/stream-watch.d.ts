import type { FetchLike } from '@modelcontextprotocol/client';
/**
 * What one upstream exchange (a call attempt, a whole listing) wants to hear about its responses.
 * The SDK (2.4.0) hangs until its timeout when an SSE response stream ends or breaks before the
 * JSON-RPC response (typescript-sdk#2739); this watch lets a call attempt notice that itself and
 * retry. It also carries a byte budget shared by every response of the exchange (all the pages of
 * a listing together).
 */
export interface StreamWatch {
    /** Bytes the exchange may still receive; responses spend it. */
    remainingBytes: number;
    /** Whether the end of an SSE body is reported (call attempts; a listing does not need it). */
    readonly reportStreamEnd: boolean;
    /** The response body ended or failed. `error` is absent for a clean end. */
    streamClosed(error?: unknown): void;
    /** The exchange received more than its budget; the response is being cut. */
    tooLarge(): void;
}
/**
 * Correlation header between an attempt and the fetch the SDK makes for it. The SDK forwards
 * per-request `headers` to the transport; the lean transport and the fetch middleware read it and
 * never send it to the server. (AsyncLocalStorage would also work but taxes every promise on Node 20.)
 */
export declare const ATTEMPT_HEADER = "x-asixto-attempt";
/** Open attempts by correlation id; entries live only while their attempt runs. */
export declare class StreamWatches {
    #private;
    /** Registers a watch; returns the header to send with the attempt and a release function. */
    open(watch: StreamWatch): {
        headers: Record<string, string>;
        release(): void;
    };
    /** The watch of an attempt id, if it is still open. */
    get(id: string): StreamWatch | undefined;
    /** The watch named by the request's header (which is removed), if any. */
    take(init: RequestInit | undefined): StreamWatch | undefined;
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
export declare function watchResponseStreams(watches: StreamWatches, next: FetchLike): FetchLike;
//# sourceMappingURL=stream-watch.d.ts.map