import type { Readable } from 'node:stream';
import { GatewayError } from '../errors.js';
import type { JsonShapeMeter } from '../util/bounded-json.js';
import { shapeProblemMessage } from '../util/bounded-json.js';
import type { Pace } from './read-budget.js';
import type { BodyLimit } from './response-limits.js';

/** The error a bounded body fails with once the server sent more than its bound. */
export function responseTooLarge(detail: string): GatewayError {
  return new GatewayError('GATEWAY_RESPONSE_TOO_LARGE', `upstream response too large: ${detail}`);
}

/** The error a body fails with once its JSON is nested too deep or has too many elements. */
export function responseTooComplex(meter: JsonShapeMeter): GatewayError {
  const problem = meter.problem ?? 'elements';
  return new GatewayError(
    'GATEWAY_RESPONSE_TOO_COMPLEX',
    `upstream response too complex: ${shapeProblemMessage(problem, meter.limits)}`,
    { data: { problem } },
  );
}

const ignore = (): void => undefined;

/**
 * Drops a response body unread. An undici body destroyed without an `error` listener emits an
 * `AbortError` nobody catches (an uncaught exception), so the listener comes first.
 */
export function discardBody(body: Readable): void {
  body.on('error', ignore);
  body.destroy();
}

const LF = 10;
const CR = 13;

/**
 * Counts the bytes of the current server-sent event. An event ends at an empty line (LF, CR or
 * CRLF line ends); a line that never ends keeps counting, so an endless line is caught too.
 */
export class SseEventMeter {
  #eventBytes = 0;
  #lineBytes = 0;
  #afterCr = false;

  constructor(private readonly maxEventBytes: number) {}

  /** Feeds a chunk; false as soon as one event is over the bound. */
  feed(chunk: Uint8Array): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === LF && this.#afterCr) {
        this.#afterCr = false;
        continue;
      }
      this.#afterCr = byte === CR;
      if (byte === LF || byte === CR) {
        if (this.#lineBytes === 0) this.#eventBytes = 0;
        this.#lineBytes = 0;
        continue;
      }
      this.#lineBytes++;
      if (++this.#eventBytes > this.maxEventBytes) return false;
    }
    return true;
  }
}

/**
 * A web stream over a Node response body that never holds more than the bound allows.
 *
 * Node 20's `Readable.toWeb` enqueues into a controller that a cancel has already closed, which
 * throws from an event handler (an uncaught exception: a tenant server could crash the process by
 * sending a body the gateway then cancels). This stream pulls from the body's async iterator one
 * chunk per read, so nothing is pushed after cancel, and cancelling destroys the socket's body.
 */
export function boundedBodyStream(
  body: Readable,
  limit: BodyLimit,
  onExceeded?: () => void,
): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const meter = limit.maxEventBytes === undefined ? undefined : new SseEventMeter(limit.maxEventBytes);
  let seen = 0;
  let done = false;
  const finish = (): void => {
    done = true;
    discardBody(body);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        let next: IteratorResult<Uint8Array>;
        try {
          next = await chunks.next();
        } catch (error) {
          if (!done) controller.error(error);
          finish();
          return;
        }
        if (done) return; // cancelled while this read was pending
        if (next.done) {
          done = true;
          controller.close();
          return;
        }
        const chunk = next.value;
        seen += chunk.byteLength;
        if (seen > limit.maxBytes) {
          finish();
          onExceeded?.();
          controller.error(responseTooLarge(`more than ${limit.maxBytes} bytes`));
          return;
        }
        if (meter && !meter.feed(chunk)) {
          finish();
          onExceeded?.();
          controller.error(responseTooLarge(`an event of more than ${limit.maxEventBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A body read whole, within `maxBytes`; cut at once when over, or when `meter` finds its JSON over
 * a structure bound (`tooComplex`). Each chunk is paced by the server's byte budget before the next
 * is read.
 */
export async function readBounded(
  body: Readable,
  {
    maxBytes,
    tooLarge,
    pace,
    meter,
    tooComplex,
  }: {
    maxBytes: number;
    tooLarge(seen: number): Error;
    pace: Pace;
    meter?: JsonShapeMeter;
    tooComplex?(meter: JsonShapeMeter): Error;
  },
): Promise<string> {
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    seen += chunk.byteLength;
    if (seen > maxBytes) {
      discardBody(body);
      throw tooLarge(seen);
    }
    if (meter !== undefined && !meter.feedBytes(chunk)) {
      discardBody(body);
      throw tooComplex === undefined ? responseTooComplex(meter) : tooComplex(meter);
    }
    chunks.push(chunk);
    const wait = pace(chunk.byteLength);
    if (wait !== undefined) await wait;
  }
  return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
}
