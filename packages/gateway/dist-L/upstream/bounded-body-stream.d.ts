import type { Readable } from 'node:stream';
import { GatewayError } from '../errors.js';
import type { BodyLimit } from './response-limits.js';
/** The error a bounded body fails with once the server sent more than its bound. */
export declare function responseTooLarge(detail: string): GatewayError;
/**
 * Drops a response body unread. An undici body destroyed without an `error` listener emits an
 * `AbortError` nobody catches (an uncaught exception), so the listener comes first.
 */
export declare function discardBody(body: Readable): void;
/**
 * Counts the bytes of the current server-sent event. An event ends at an empty line (LF, CR or
 * CRLF line ends); a line that never ends keeps counting, so an endless line is caught too.
 */
export declare class SseEventMeter {
    #private;
    private readonly maxEventBytes;
    constructor(maxEventBytes: number);
    /** Feeds a chunk; false as soon as one event is over the bound. */
    feed(chunk: Uint8Array): boolean;
}
/**
 * A web stream over a Node response body that never holds more than the bound allows.
 *
 * Node 20's `Readable.toWeb` enqueues into a controller that a cancel has already closed, which
 * throws from an event handler (an uncaught exception: a tenant server could crash the process by
 * sending a body the gateway then cancels). This stream pulls from the body's async iterator one
 * chunk per read, so nothing is pushed after cancel, and cancelling destroys the socket's body.
 */
export declare function boundedBodyStream(body: Readable, limit: BodyLimit, onExceeded?: () => void): ReadableStream<Uint8Array>;
//# sourceMappingURL=bounded-body-stream.d.ts.map