import type { Dispatcher } from 'undici';
import type { LeanResponse } from './lean-transport.js';
/**
 * One POST through an undici dispatcher's handler API, answered with the status, the headers and
 * the body as a plain Node stream. undici's `request` does the same behind an async resource, its
 * own signal wiring and a richer body class, which cost about a third of the client side of a call;
 * the transport needs none of them. The body streams with backpressure (the socket pauses while
 * nobody reads); destroying it before its end aborts the request, so a cut or discarded body is
 * never read further. A signal aborts the request at any point; errors are undici's own, as
 * `request` gives them.
 */
export declare function dispatchPost(dispatcher: Dispatcher, url: URL, init: {
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal | undefined;
}): Promise<LeanResponse>;
//# sourceMappingURL=dispatch-post.d.ts.map