import type { Readable } from 'node:stream';
import type {
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResponse,
  Transport,
  TransportSendOptions,
} from '@modelcontextprotocol/client';
import { GatewayError, isGatewayError } from '../errors.js';
import { JsonShapeMeter } from '../util/bounded-json.js';
import type { JsonShapeLimits, JsonShapeProblem } from '../util/bounded-json.js';
import { discardBody, readBounded, responseTooComplex, responseTooLarge } from './bounded-body-stream.js';
import type { RequestSignal } from './deadline-signal.js';
import { answers, asMessage, isRequest } from './json-rpc-message.js';
import type { McpClientModule } from './mcp-client-module.js';
import { createReadBudget } from './read-budget.js';
import type { ReadBudget } from './read-budget.js';
import { limitForMethod } from './response-limits.js';
import type { UpstreamLimits } from './response-limits.js';
import { readEventStream } from './sse-event-reader.js';
import type { EventStreamRead } from './sse-event-reader.js';
import type { StreamWatches } from './stream-watch.js';
import { ATTEMPT_HEADER } from './stream-watch.js';
import { requestHeaders } from './request-headers.js';

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
  /** Told each time an answer's JSON goes over a structure bound (the answer is then cut). */
  onShapeExceeded?(event: { method: string; problem: JsonShapeProblem; limits: JsonShapeLimits }): void;
  /** The server's read budget, shared by its successive connections (a new one by default). */
  readBudget?: ReadBudget;
}

const MAX_REDIRECTS = 3;

function header(headers: LeanResponse['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
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

/**
 * The modern-era (2026-07-28) Streamable HTTP client transport over undici's dispatcher: one POST
 * per message, a JSON or SSE answer read from the Node stream, no fetch, no web streams. Headers
 * follow the SDK's transport (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name` from the message's
 * envelope; per-request headers such as `Mcp-Param-*` except the reserved ones), bodies are
 * bounded per `Mcp-Method` and by the exchange's shared budget, their JSON structure is metered as
 * it arrives (depth and elements, {@link JsonShapeMeter}: a body over a bound is cut before anything
 * parses it), redirects are followed only within the origin for 307/308, and a 400 carrying the
 * request's JSON-RPC error is delivered as that error.
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
  /** The structure bounds of every answer. */
  readonly #shape: JsonShapeLimits;

  constructor(private readonly options: LeanTransportOptions) {
    this.#reads = options.readBudget ?? createReadBudget();
    this.#shape = { maxDepth: options.limits.jsonMaxDepth, maxElements: options.limits.jsonMaxElements };
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

  async #send(message: JSONRPCMessage, options: LeanSendOptions | undefined): Promise<void> {
    const { sdk, limits } = this.options;
    const headers = requestHeaders(message, {
      base: this.options.headers,
      protocolVersion: this.#protocolVersion,
      sessionId: this.#sessionId,
      versionKey: sdk.PROTOCOL_VERSION_META_KEY,
      extra: options?.headers,
    });
    const attempt = options?.headers?.[ATTEMPT_HEADER];
    const watch = attempt === undefined ? undefined : this.options.watches.get(attempt);
    const method = headers['mcp-method'] ?? 'other';
    const limit = limitForMethod(method, limits);
    // Over the method's own bound: logged by the owner; over the exchange's budget: the caller's.
    const exceeded = (overMethodBound = true): Error => {
      if (overMethodBound)
        this.options.onLimitExceeded?.({ method, maxBytes: limit.maxEventBytes ?? limit.maxBytes });
      return responseTooLarge(
        overMethodBound ? `more than ${limit.maxBytes} bytes` : 'more than the exchange accepts',
      );
    };
    const tooComplex = (meter: JsonShapeMeter): Error => {
      this.options.onShapeExceeded?.({ method, problem: meter.problem ?? 'elements', limits: meter.limits });
      return responseTooComplex(meter);
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
          { status: statusCode, statusText: '' },
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
    const readWhole = (maxBytes: number): Promise<string> =>
      readBounded(response.body, {
        maxBytes,
        tooLarge: (seen) => exceeded(seen > limit.maxBytes),
        pace: this.#reads.bytes,
        meter: new JsonShapeMeter(this.#shape),
        tooComplex,
      });
    if (statusCode < 200 || statusCode >= 300) {
      const text = await readWhole(Math.min(budget, limits.otherBytes));
      if (statusCode === 400 && headers['mcp-method'] !== undefined && isRequest(message)) {
        const parsed = this.#parse(text);
        if (parsed !== undefined && 'error' in parsed && answers(parsed, message.id)) {
          this.#deliver(parsed);
          return;
        }
      }
      throw new sdk.SdkHttpError(
        sdk.SdkErrorCode.ClientHttpNotImplemented,
        `Error POSTing to endpoint: ${text}`,
        { status: statusCode, statusText: '', text },
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
      void this.#readEvents(response.body, message.id, options, {
        method,
        maxBytes: limit.maxBytes,
        maxEventBytes: limit.maxEventBytes,
        watch,
        tooLarge: exceeded,
        tooComplex,
      });
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
    const text = await readWhole(budget);
    const started = watch === undefined ? 0 : performance.now();
    try {
      if (watch) watch.remainingBytes -= Buffer.byteLength(text);
      // Metered while it arrived: within its structure bounds, so the parse is bounded too.
      const data: unknown = JSON.parse(text);
      const messages = Array.isArray(data) ? data : [data];
      for (const item of messages) {
        const parsed = asMessage(item);
        if (parsed === undefined) throw new Error('invalid JSON-RPC message');
        this.#deliver(parsed);
      }
    } finally {
      if (watch) watch.parseMs += performance.now() - started;
    }
  }

  /** One event's or error page's JSON-RPC message, parsed within the structure bounds. */
  #parse(text: string): JSONRPCMessage | undefined {
    try {
      return asMessage(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  /** Reads a response's server-sent events and reports how the stream ended. */
  async #readEvents(
    body: Readable,
    requestId: string | number,
    options: LeanSendOptions | undefined,
    bounds: Pick<EventStreamRead, 'maxBytes' | 'maxEventBytes' | 'watch' | 'tooLarge' | 'tooComplex'> & {
      method: string;
    },
  ): Promise<void> {
    let failure: Error | undefined;
    try {
      ({ failure } = await readEventStream({
        body,
        requestId,
        ...bounds,
        reads: this.#reads,
        shape: this.#shape,
        parse: (text) => {
          if (bounds.watch === undefined) return this.#parse(text);
          const started = performance.now();
          const parsed = this.#parse(text);
          bounds.watch.parseMs += performance.now() - started;
          return parsed;
        },
        deliver: (message) => this.#deliver(message),
        invalid: () => this.onerror?.(new Error('invalid JSON-RPC message in event stream')),
      }));
    } finally {
      this.#open.delete(body);
      this.#streaming.delete(requestId);
    }
    // An exchange still waiting lost its response with the stream (or its caller gave up on it).
    const exchanged = this.#exchanges.has(requestId);
    this.#settleMissing(requestId, () => new StreamEndedError(failure));
    if (this.#closed || options?.requestSignal?.aborted) return;
    // The SDK client would wait for its timeout on a stream that ended without the response
    // (sdk#2739); one cut for going over a bound ends its request now, with the reason.
    if (
      !exchanged &&
      bounds.method !== 'subscriptions/listen' &&
      (isGatewayError(failure, 'GATEWAY_RESPONSE_TOO_LARGE') ||
        isGatewayError(failure, 'GATEWAY_RESPONSE_TOO_COMPLEX'))
    ) {
      this.onmessage?.({ jsonrpc: '2.0', id: requestId, error: { code: -32603, message: failure.message } });
    }
    if (failure !== undefined) this.onerror?.(new Error(`SSE stream disconnected: ${String(failure)}`));
    options?.onRequestStreamEnd?.();
  }
}

function handshakeOf(message: JSONRPCMessage): boolean {
  return 'method' in message && message.method === 'initialize';
}
