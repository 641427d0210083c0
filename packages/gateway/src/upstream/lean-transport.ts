import type { Readable } from 'node:stream';
import type {
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResponse,
  Transport,
  TransportSendOptions,
} from '@modelcontextprotocol/client';
import { GatewayError } from '../errors.js';
import { discardBody, responseTooLarge, SseEventMeter } from './bounded-body-stream.js';
import type { RequestSignal } from './deadline-signal.js';
import type { McpClientModule } from './mcp-client-module.js';
import { createReadBudget } from './read-budget.js';
import type { Pace, ReadBudget } from './read-budget.js';
import { limitForMethod } from './response-limits.js';
import type { UpstreamLimits } from './response-limits.js';
import type { StreamWatch, StreamWatches } from './stream-watch.js';
import { ATTEMPT_HEADER } from './stream-watch.js';

/** One answer of the dispatcher, as undici's `request` gives it (no web objects). */
export interface LeanResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** A guarded POST through undici's dispatcher (URL policy and DNS check included). */
export type LeanDispatch = (
  url: URL,
  init: { headers: Record<string, string>; body: string; signal: RequestSignal | undefined },
) => Promise<LeanResponse>;

/** What the transport uses of the SDK's send options; an exchange may pass a lighter signal. */
export interface LeanSendOptions extends Pick<TransportSendOptions, 'headers' | 'onRequestStreamEnd'> {
  requestSignal?: RequestSignal;
}

export interface LeanTransportOptions {
  url: URL;
  sdk: McpClientModule;
  dispatch: LeanDispatch;
  /** Sent with every request (the bearer credential). */
  headers: Record<string, string>;
  watches: StreamWatches;
  limits: UpstreamLimits;
  onLimitExceeded?(event: { method: string; maxBytes: number }): void;
  /** The server's read budget, shared by its successive connections (a new one by default). */
  readBudget?: ReadBudget;
}

// Headers the transport derives itself; a per-request header may not override them (as in the SDK).
const RESERVED = new Set([
  'authorization',
  'content-type',
  'accept',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'mcp-session-id',
  ATTEMPT_HEADER,
]);
// Where `Mcp-Name` comes from, per method (SEP-2243).
const NAME_FIELD: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};
const MAX_REDIRECTS = 3;
/** How long a stream may stay open after it delivered its request's response. */
const ANSWERED_STREAM_GRACE_MS = 1_000;
const SENTINEL_OPEN = '=?base64?';
const SENTINEL_CLOSE = '?=';

/** A header value as SEP-2243 wants it: verbatim when it is a safe field value, else base64-wrapped. */
function headerValue(value: string): string {
  let safe = value.length > 0 && value === value.trim();
  if (safe && value.startsWith(SENTINEL_OPEN) && value.endsWith(SENTINEL_CLOSE)) safe = false;
  for (let i = 0; safe && i < value.length; i++) {
    const c = value.charCodeAt(i);
    safe = c === 9 || (c >= 32 && c <= 126);
  }
  return safe ? value : `${SENTINEL_OPEN}${Buffer.from(value, 'utf8').toString('base64')}${SENTINEL_CLOSE}`;
}

function header(headers: LeanResponse['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON-RPC 2.0 envelope check the SDK's transport makes before handing a message on. */
function asMessage(value: unknown): JSONRPCMessage | undefined {
  if (!isObject(value) || value.jsonrpc !== '2.0') return undefined;
  const id = value.id;
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));
  if (typeof value.method === 'string') {
    if (value.params !== undefined && !isObject(value.params)) return undefined;
    if (id !== undefined && !validId) return undefined;
    return value as unknown as JSONRPCMessage;
  }
  if ('result' in value)
    return validId && isObject(value.result) ? (value as unknown as JSONRPCMessage) : undefined;
  if (
    isObject(value.error) &&
    typeof value.error.code === 'number' &&
    typeof value.error.message === 'string'
  ) {
    return id === undefined || validId ? (value as unknown as JSONRPCMessage) : undefined;
  }
  return undefined;
}

/** A request answered through {@link LeanHttpTransport.exchange}, waiting for its response. */
interface PendingExchange {
  resolve(response: JSONRPCResponse): void;
  reject(error: unknown): void;
}

/** The error an exchange fails with when its event stream ended before its response. */
export class StreamEndedError extends Error {
  constructor(readonly failure?: unknown) {
    super(
      failure === undefined
        ? 'response stream ended before the reply'
        : `response stream failed: ${String(failure)}`,
    );
    this.name = 'StreamEndedError';
  }
}

function isRequest(
  message: JSONRPCMessage,
): message is JSONRPCMessage & { id: string | number; method: string } {
  return 'method' in message && 'id' in message && message.id !== undefined;
}

/**
 * A body read whole, within `maxBytes` (and what the exchange has left); cut at once when over.
 * Each chunk is paced by the server's byte budget before the next is read.
 */
async function readBounded(
  body: Readable,
  maxBytes: number,
  tooLarge: (overMethodBound?: boolean) => Error,
  paceBytes: Pace,
  methodBytes = maxBytes,
): Promise<string> {
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    seen += chunk.byteLength;
    if (seen > maxBytes) {
      discardBody(body);
      throw tooLarge(seen > methodBytes);
    }
    chunks.push(chunk);
    const wait = paceBytes(chunk.byteLength);
    if (wait !== undefined) await wait;
  }
  return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
}

/**
 * The modern-era (2026-07-28) Streamable HTTP client transport over undici's dispatcher: one POST
 * per message, a JSON or SSE answer read from the Node stream, no fetch, no web streams. Headers
 * follow the SDK's transport (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name` from the message's
 * envelope; per-request headers such as `Mcp-Param-*` except the reserved ones), bodies are
 * bounded per `Mcp-Method` and by the attempt's {@link StreamWatch}, redirects are followed only
 * within the origin for 307/308, and a 400 carrying the request's JSON-RPC error is delivered as
 * that error.
 */
export class LeanHttpTransport implements Transport {
  readonly hasPerRequestStream = true;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  #protocolVersion: string | undefined;
  #sessionId: string | undefined;
  readonly #open = new Set<Readable>();
  /** Requests sent with {@link exchange}, by JSON-RPC id: their responses bypass `onmessage`. */
  readonly #exchanges = new Map<string | number, PendingExchange>();
  /** Ids of exchanges whose response arrives on an event stream still being read. */
  readonly #streaming = new Set<string | number>();
  #closed = false;
  readonly #reads: ReadBudget;

  constructor(private readonly options: LeanTransportOptions) {
    this.#reads = options.readBudget ?? createReadBudget();
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.#closed = true;
    for (const body of this.#open) discardBody(body);
    this.#open.clear();
    const closed = new this.options.sdk.SdkError(
      this.options.sdk.SdkErrorCode.ConnectionClosed,
      'Connection closed',
    );
    for (const pending of this.#exchanges.values()) pending.reject(closed);
    this.#exchanges.clear();
    this.onclose?.();
  }

  /**
   * Sends one request and resolves with its JSON-RPC response, which is handed here instead of to
   * `onmessage`: the hot path of a call needs the wire exchange, not the client's request
   * bookkeeping (timers, progress, cache, schema funnel). Notifications in its stream still reach
   * `onmessage`. Rejects as `send` does; with {@link StreamEndedError} when an event stream ends or
   * breaks before the response; with an `invalid JSON-RPC message` error when a JSON answer does not
   * carry it. The caller bounds the wait (its signal aborts the request).
   */
  exchange(message: JSONRPCRequest, options?: LeanSendOptions): Promise<JSONRPCResponse> {
    const { id } = message;
    if (this.#exchanges.has(id)) return Promise.reject(new Error(`request id ${id} already in flight`));
    return new Promise<JSONRPCResponse>((resolve, reject) => {
      this.#exchanges.set(id, { resolve, reject });
      this.#sendReporting(message, options).then(
        () => {
          // A JSON answer is delivered before `send` settles; an event stream reports its own end.
          if (!this.#streaming.has(id)) this.#settleMissing(id, () => new Error('invalid JSON-RPC message'));
        },
        (error: unknown) => this.#settleMissing(id, () => error),
      );
    });
  }

  /** Rejects the exchange of `id` if it is still waiting; the error is built only then (a stack costs). */
  #settleMissing(id: string | number, error: () => unknown): void {
    const pending = this.#exchanges.get(id);
    if (pending === undefined) return;
    this.#exchanges.delete(id);
    pending.reject(error());
  }

  /** Hands a message on: the response of an exchange to it, anything else to `onmessage`. */
  #deliver(message: JSONRPCMessage): void {
    if (!('method' in message)) {
      const id = (message as { id?: string | number }).id;
      const pending = id === undefined ? undefined : this.#exchanges.get(id);
      if (pending !== undefined) {
        this.#exchanges.delete(id!);
        pending.resolve(message as JSONRPCResponse);
        return;
      }
    }
    this.onmessage?.(message);
  }

  setProtocolVersion(version: string): void {
    this.#protocolVersion = version;
  }

  get sessionId(): string | undefined {
    return this.#sessionId;
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.#sendReporting(message, options);
  }

  /** `send` for the SDK's options and an exchange's: a failure not caused by an abort is reported. */
  async #sendReporting(message: JSONRPCMessage, options: LeanSendOptions | undefined): Promise<void> {
    try {
      await this.#send(message, options);
    } catch (error) {
      if (options?.requestSignal?.aborted !== true) this.onerror?.(error as Error);
      throw error;
    }
  }

  #headers(
    message: JSONRPCMessage,
    extra: Readonly<Record<string, string>> | undefined,
  ): Record<string, string> {
    // `Object.assign`, not a spread: V8 extends a spread's clone with new keys several times slower.
    const headers: Record<string, string> = Object.assign({}, this.options.headers);
    if (this.#protocolVersion) headers['mcp-protocol-version'] = this.#protocolVersion;
    const handshake = 'method' in message && message.method === 'initialize';
    if (this.#sessionId && !handshake) headers['mcp-session-id'] = this.#sessionId;
    if (isRequest(message)) {
      const params = (message as { params?: Record<string, unknown> }).params;
      const meta = params?._meta;
      const version = isObject(meta) ? meta[this.options.sdk.PROTOCOL_VERSION_META_KEY] : undefined;
      if (typeof version === 'string') {
        headers['mcp-protocol-version'] = version;
        headers['mcp-method'] = message.method;
        const field = Object.hasOwn(NAME_FIELD, message.method) ? NAME_FIELD[message.method] : undefined;
        const name = field === undefined || !isObject(params) ? undefined : params[field];
        if (typeof name === 'string') headers['mcp-name'] = headerValue(name);
      }
    }
    if (extra !== undefined) {
      for (const [name, value] of Object.entries(extra)) {
        const lower = name.toLowerCase();
        if (!RESERVED.has(lower)) headers[lower] = value;
      }
    }
    headers['content-type'] = 'application/json';
    headers.accept = 'application/json, text/event-stream';
    return headers;
  }

  async #send(message: JSONRPCMessage, options: LeanSendOptions | undefined): Promise<void> {
    const { sdk, limits } = this.options;
    const headers = this.#headers(message, options?.headers);
    const attempt = options?.headers?.[ATTEMPT_HEADER];
    const watch = attempt === undefined ? undefined : this.options.watches.get(attempt);
    const method = headers['mcp-method'] ?? 'other';
    const limit = limitForMethod(method, limits);
    // Over the method's own bound: logged by the owner; over the exchange's budget: the watch hears.
    const exceeded = (overMethodBound = true): Error => {
      watch?.tooLarge();
      if (overMethodBound)
        this.options.onLimitExceeded?.({ method, maxBytes: limit.maxEventBytes ?? limit.maxBytes });
      return responseTooLarge(
        overMethodBound ? `more than ${limit.maxBytes} bytes` : 'more than the exchange accepts',
      );
    };
    const body = JSON.stringify(message);
    let url = this.options.url;
    let response: LeanResponse;
    for (let followed = 0; ; followed++) {
      response = await this.options.dispatch(url, { headers, body, signal: options?.requestSignal });
      const { statusCode } = response;
      if (statusCode < 300 || statusCode >= 400) break;
      discardBody(response.body);
      const location = header(response.headers, 'location');
      const target = location === undefined ? undefined : new URL(location, url);
      if (target !== undefined && (target.host !== url.host || target.protocol !== url.protocol)) {
        throw new GatewayError('GATEWAY_URL_REFUSED', `refused redirect from ${url.host} to another host`, {
          data: { reason: 'redirect', location: target.origin },
        });
      }
      const keeps = statusCode === 307 || statusCode === 308;
      if (
        target === undefined ||
        !keeps ||
        followed === MAX_REDIRECTS ||
        target.username ||
        target.password
      ) {
        throw new sdk.SdkHttpError(
          sdk.SdkErrorCode.ClientHttpNotImplemented,
          'Error POSTing to endpoint: redirect not followed',
          {
            status: statusCode,
            statusText: '',
          },
        );
      }
      url = target;
    }
    const { statusCode, headers: answer } = response;
    const declared = Number(header(answer, 'content-length') ?? Number.NaN);
    const budget = Math.min(limit.maxBytes, watch?.remainingBytes ?? Number.POSITIVE_INFINITY);
    if (declared > budget) {
      discardBody(response.body);
      throw exceeded(declared > limit.maxBytes);
    }
    if (statusCode < 200 || statusCode >= 300) {
      const text = await readBounded(
        response.body,
        Math.min(budget, limits.otherBytes),
        exceeded,
        this.#reads.bytes,
      );
      if (statusCode === 400 && headers['mcp-method'] !== undefined && isRequest(message)) {
        const parsed = this.#parse(text);
        if (parsed !== undefined && 'error' in parsed && (parsed as { id?: unknown }).id === message.id) {
          this.#deliver(parsed);
          return;
        }
      }
      throw new sdk.SdkHttpError(
        sdk.SdkErrorCode.ClientHttpNotImplemented,
        `Error POSTing to endpoint: ${text}`,
        {
          status: statusCode,
          statusText: '',
          text,
        },
      );
    }
    if (handshakeOf(message)) this.#sessionId = header(answer, 'mcp-session-id') || undefined;
    if (statusCode === 202 || !isRequest(message)) {
      discardBody(response.body);
      return;
    }
    const type = (header(answer, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'text/event-stream') {
      this.#open.add(response.body);
      if (this.#exchanges.has(message.id)) this.#streaming.add(message.id);
      void this.#readEvents(
        response.body,
        message.id,
        options,
        watch,
        limit.maxEventBytes,
        limit.maxBytes,
        exceeded,
      );
      return;
    }
    if (type !== 'application/json') {
      discardBody(response.body);
      throw new sdk.SdkError(
        sdk.SdkErrorCode.ClientHttpUnexpectedContent,
        `Unexpected content type: ${type}`,
        {
          contentType: type,
        },
      );
    }
    const text = await readBounded(response.body, budget, exceeded, this.#reads.bytes, limit.maxBytes);
    if (watch) watch.remainingBytes -= Buffer.byteLength(text);
    const data: unknown = JSON.parse(text);
    const messages = Array.isArray(data) ? data : [data];
    for (const item of messages) {
      const parsed = asMessage(item);
      if (parsed === undefined) throw new Error('invalid JSON-RPC message');
      this.#deliver(parsed);
    }
  }

  #parse(text: string): JSONRPCMessage | undefined {
    try {
      return asMessage(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  /** Reads a response's server-sent events, each bounded, and reports how the stream ended. */
  async #readEvents(
    body: Readable,
    requestId: string | number,
    options: LeanSendOptions | undefined,
    watch: StreamWatch | undefined,
    maxEventBytes: number | undefined,
    budget: number,
    exceeded: (overMethodBound?: boolean) => Error,
  ): Promise<void> {
    const meter = maxEventBytes === undefined ? undefined : new SseEventMeter(maxEventBytes);
    const decoder = new TextDecoder();
    let seen = 0;
    // The line not ended yet, in pieces: joined once it ends, so a long line sent in small chunks
    // costs its length, not its length times its chunks.
    let partial: string[] = [];
    // The last chunk ended with CR, which may be the first half of a CRLF.
    let afterCR = false;
    let data: string[] = [];
    let event = '';
    let failure: Error | undefined;
    // The request's response is the last message its stream is for. A server that keeps the
    // stream open after it (a comment every few seconds defeats every idle timeout) would hold a
    // socket and its reader for ever: a short grace to end it, then the stream is dropped.
    let answered = false;
    let lingering: NodeJS.Timeout | undefined;
    /**
     * Hands a complete event on; true when it carried data and was not the request's response
     * (whatever became of it): what the server's event rate counts.
     */
    const dispatchEvent = (): boolean => {
      let counted = data.length > 0;
      if (!answered && counted && (event === '' || event === 'message')) {
        const parsed = this.#parse(data.join('\n'));
        if (parsed === undefined) this.onerror?.(new Error('invalid JSON-RPC message in event stream'));
        else {
          this.#deliver(parsed);
          if (!('method' in parsed) && (parsed as { id?: unknown }).id === requestId) {
            answered = true;
            counted = false;
            lingering = setTimeout(() => discardBody(body), ANSWERED_STREAM_GRACE_MS).unref();
          }
        }
      }
      data = [];
      event = '';
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
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        seen += chunk.byteLength;
        if (watch) watch.remainingBytes -= chunk.byteLength;
        const overMethod = seen > budget || (meter !== undefined && !meter.feed(chunk));
        if (overMethod || (watch !== undefined && watch.remainingBytes < 0)) {
          discardBody(body);
          throw exceeded(overMethod);
        }
        const pacedBytes = this.#reads.bytes(chunk.byteLength);
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
          partial.push(text.slice(start, i));
          const ended = line(partial.length === 1 ? partial[0]! : partial.join(''));
          partial = [];
          if (c === 13 && i + 1 === text.length) afterCR = true;
          else if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
          start = i + 1;
          if (ended) {
            // Over the server's event rate: wait for the next token before reading on.
            const paced = this.#reads.event(1);
            if (paced !== undefined) await paced;
            if (body.destroyed) break;
          }
        }
        if (start < text.length) partial.push(text.slice(start));
      }
    } catch (error) {
      // Dropped after its response, the stream has done its work.
      if (!answered) failure = error as Error;
    } finally {
      clearTimeout(lingering);
      this.#open.delete(body);
      this.#streaming.delete(requestId);
    }
    // An exchange still waiting lost its response with the stream (or its caller gave up on it).
    this.#settleMissing(requestId, () => new StreamEndedError(failure));
    if (this.#closed || options?.requestSignal?.aborted) return;
    if (failure !== undefined) this.onerror?.(new Error(`SSE stream disconnected: ${String(failure)}`));
    if (watch?.reportStreamEnd) watch.streamClosed(failure);
    options?.onRequestStreamEnd?.();
  }
}

function handshakeOf(message: JSONRPCMessage): boolean {
  return 'method' in message && message.method === 'initialize';
}
