import type { Readable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { JsonShapeMeter } from '../util/bounded-json.js';
import type { JsonShapeLimits } from '../util/bounded-json.js';
import { discardBody, SseEventMeter } from './bounded-body-stream.js';
import { answers } from './json-rpc-message.js';
import type { ReadBudget } from './read-budget.js';
import type { StreamWatch } from './stream-watch.js';

/** How long a stream may stay open after it delivered its request's response. */
const ANSWERED_STREAM_GRACE_MS = 1_000;
const DATA_FIELD = 'data:';

export interface EventStreamRead {
  body: Readable;
  /** The JSON-RPC id of the request the stream answers. */
  requestId: string | number;
  /** Bytes of the whole stream (the method's bound). */
  maxBytes: number;
  /** Bytes of one event, an unterminated line included; absent: only the total is bounded. */
  maxEventBytes: number | undefined;
  /** The exchange's shared byte budget, if any. */
  watch: StreamWatch | undefined;
  reads: ReadBudget;
  /** Structure bounds of each event's JSON. */
  shape: JsonShapeLimits;
  /** The error for a stream over its bytes: over the method's bound, or over the exchange's budget. */
  tooLarge(overMethodBound: boolean): Error;
  /** Told of an event's JSON over a structure bound (the stream is then cut). */
  tooComplex(meter: JsonShapeMeter): Error;
  /** Parses one event's data; undefined when it is not a JSON-RPC message. */
  parse(text: string): JSONRPCMessage | undefined;
  deliver(message: JSONRPCMessage): void;
  /** An event that was not a JSON-RPC message (reported, not fatal). */
  invalid(): void;
}

/**
 * Reads a response's server-sent events, each bounded in bytes and, as its `data` lines arrive, in
 * JSON structure, and hands each message on. Resolves with whether the request's response came and,
 * if the stream failed before it, why. The response is the last message its stream is for: a
 * server that keeps the stream open after it (a comment every few seconds defeats every idle
 * timeout) would hold a socket and its reader for ever, so the stream is dropped after a short
 * grace. Past the server's event rate, reading pauses (TCP pushes back on the server).
 */
export async function readEventStream(
  read: EventStreamRead,
): Promise<{ answered: boolean; failure?: Error }> {
  const { body, watch, reads } = read;
  const meter = read.maxEventBytes === undefined ? undefined : new SseEventMeter(read.maxEventBytes);
  const shape = new JsonShapeMeter(read.shape);
  const decoder = new TextDecoder();
  let seen = 0;
  // The line not ended yet, in pieces: joined once it ends, so a long line sent in small chunks
  // costs its length, not its length times its chunks.
  let partial: string[] = [];
  let partialLength = 0;
  // Whether the current line is a `data` line (its value is metered as it arrives): 0 not known yet.
  let lineKind: 0 | 'data' | 'other' = 0;
  // The last chunk ended with CR, which may be the first half of a CRLF.
  let afterCR = false;
  let data: string[] = [];
  let event = '';
  let answered = false;
  let lingering: NodeJS.Timeout | undefined;

  /** Takes a piece of the current line; meters a data line's value before anything parses it. */
  const piece = (text: string, ended: boolean): void => {
    partial.push(text);
    partialLength += text.length;
    if (lineKind === 0) {
      if (partialLength < DATA_FIELD.length && !ended) return;
      const head = partial.length === 1 ? partial[0]! : partial.join('');
      partial = [head];
      lineKind = head.startsWith(DATA_FIELD) ? 'data' : 'other';
      if (lineKind === 'data' && !shape.feedText(head, DATA_FIELD.length)) throw read.tooComplex(shape);
    } else if (lineKind === 'data' && !shape.feedText(text)) throw read.tooComplex(shape);
  };
  /**
   * Hands a complete event on; true when it carried data and was not the request's response
   * (whatever became of it): what the server's event rate counts.
   */
  const dispatchEvent = (): boolean => {
    let counted = data.length > 0;
    if (!answered && counted && (event === '' || event === 'message')) {
      const parsed = read.parse(data.join('\n'));
      if (parsed === undefined) read.invalid();
      else {
        read.deliver(parsed);
        if (answers(parsed, read.requestId)) {
          answered = true;
          counted = false;
          lingering = setTimeout(() => discardBody(body), ANSWERED_STREAM_GRACE_MS).unref();
        }
      }
    }
    data = [];
    event = '';
    shape.reset();
    return counted;
  };
  /** Takes one line; true when it ended an event the server's event rate counts. */
  const line = (text: string): boolean => {
    if (text === '') return dispatchEvent();
    if (text.startsWith(':')) return false;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    return false;
  };
  let failure: Error | undefined;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      seen += chunk.byteLength;
      if (watch) watch.remainingBytes -= chunk.byteLength;
      const overMethod = seen > read.maxBytes || (meter !== undefined && !meter.feed(chunk));
      if (overMethod || (watch !== undefined && watch.remainingBytes < 0)) {
        discardBody(body);
        throw read.tooLarge(overMethod);
      }
      const pacedBytes = reads.bytes(chunk.byteLength);
      if (pacedBytes !== undefined) {
        await pacedBytes;
        if (body.destroyed) break;
      }
      const text = decoder.decode(chunk, { stream: true });
      let start = afterCR && text.charCodeAt(0) === 10 ? 1 : 0;
      if (text.length > 0) afterCR = false;
      for (let i = start; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        piece(text.slice(start, i), true);
        const ended = line(partial.length === 1 ? partial[0]! : partial.join(''));
        partial = [];
        partialLength = 0;
        lineKind = 0;
        if (c === 13 && i + 1 === text.length) afterCR = true;
        else if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
        start = i + 1;
        if (ended) {
          // Over the server's event rate: wait for the next token before reading on.
          const paced = reads.event(1);
          if (paced !== undefined) await paced;
          if (body.destroyed) break;
        }
      }
      if (start < text.length) piece(text.slice(start), false);
    }
  } catch (error) {
    if (!body.destroyed) discardBody(body);
    // Dropped after its response, the stream has done its work.
    if (!answered) failure = error as Error;
  } finally {
    clearTimeout(lingering);
  }
  return failure === undefined ? { answered } : { answered, failure };
}
