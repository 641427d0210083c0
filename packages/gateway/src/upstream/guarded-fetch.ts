import { isIP } from 'node:net';
import type { Agent, request as undiciRequestFn } from 'undici';
import type { FetchLike } from '@modelcontextprotocol/client';
import { GatewayError } from '../errors.js';
import { classifyAddress } from './address-policy.js';
import { boundedBodyStream, discardBody, responseTooLarge } from './bounded-body-stream.js';
import { createGuardedLookup } from './guarded-lookup.js';
import { DEFAULT_UPSTREAM_LIMITS, limitForMethod } from './response-limits.js';
import type { UpstreamLimits } from './response-limits.js';
import { dispatchPost } from './dispatch-post.js';
import type { LeanDispatch } from './lean-transport.js';

export interface GuardedFetchOptions {
  /** Development mode: http and loopback/private addresses are allowed. Never in production. */
  devMode: boolean;
  /** Keep-alive for idle upstream sockets; connections are reused across calls. */
  keepAliveTimeoutMs?: number;
  /** Upper bound on concurrent sockets per upstream origin. */
  connections?: number;
  /** Byte bounds per kind of request (chosen by the `Mcp-Method` header); defaults apply per key. */
  limits?: Partial<UpstreamLimits>;
  /** Told each time an answer goes over its bound (for a log line that says which and why). */
  onLimitExceeded?(event: { method: string; maxBytes: number; url: string }): void;
}

/**
 * A fetch that can be closed (the agent's sockets), as the upstream owns it, with the same guarded
 * agent as a plain POST (`dispatch`, for the lean transport: no fetch objects, no body bound, which
 * the transport applies itself).
 */
export type GuardedFetch = FetchLike & { close(): Promise<void>; dispatch: LeanDispatch };

function refuse(message: string, reason: string, data: Record<string, unknown> = {}): GatewayError {
  return new GatewayError('GATEWAY_URL_REFUSED', message, { data: { reason, ...data } });
}

/** Bodies up to this declared size are read whole before the Response is built (no live stream). */
const BUFFERED_BODY_BYTES = 64 * 1024;
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The request bodies an MCP client sends (JSON text, or its bytes); anything else is refused. */
function requestBody(body: RequestInit['body']): string | Uint8Array | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('guardedFetch sends string or byte bodies only');
}

function plainHeaders(init: RequestInit | undefined): Record<string, string> {
  const source = init?.headers;
  if (source === undefined) return {};
  return Object.fromEntries(source instanceof Headers ? source : new Headers(source));
}

/**
 * One request through undici's dispatcher API instead of its fetch: fetch's request/response
 * machinery (web streams on both sides, an async-iterable request body) costs about as much CPU as
 * the whole rest of a call. Every body is bounded by the request's kind (`Mcp-Method`): a declared
 * length over the bound is refused before anything is read; small declared bodies are read whole
 * (what the SDK does with them anyway); any other body is a live, bounded stream. Redirect bodies
 * are discarded unread.
 */
/** undici's agent and its `request`, loaded together with the first request. */
interface Dispatcher {
  agent: Agent;
  request: typeof undiciRequestFn;
}

async function dispatchRequest(
  dispatcher: Dispatcher,
  url: URL,
  init: RequestInit | undefined,
  limits: UpstreamLimits,
  onLimitExceeded: GuardedFetchOptions['onLimitExceeded'],
): Promise<Response> {
  const method = init?.method ?? 'GET';
  const requestHeaders = plainHeaders(init);
  const { statusCode, headers, body } = await dispatcher.request(url, {
    method: method as 'GET',
    headers: requestHeaders,
    body: requestBody(init?.body),
    signal: init?.signal ?? undefined,
    dispatcher: dispatcher.agent,
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
    else if (value !== undefined) responseHeaders.set(name, value);
  }
  const redirect = statusCode >= 300 && statusCode < 400;
  if (NULL_BODY_STATUSES.has(statusCode) || method === 'HEAD' || redirect) {
    discardBody(body);
    return new Response(null, { status: statusCode, headers: responseHeaders });
  }
  const mcpMethod = requestHeaders['mcp-method'] ?? 'other';
  const limit = limitForMethod(mcpMethod, limits);
  const exceeded = (): void =>
    onLimitExceeded?.({
      method: mcpMethod,
      maxBytes: limit.maxEventBytes ?? limit.maxBytes,
      url: `${url.origin}${url.pathname}`,
    });
  const type = responseHeaders.get('content-type') ?? '';
  const declared = Number(responseHeaders.get('content-length') ?? Number.NaN);
  if (declared > limit.maxBytes) {
    discardBody(body);
    exceeded();
    throw responseTooLarge(`declared ${declared} bytes, more than ${limit.maxBytes}`);
  }
  if (!type.toLowerCase().startsWith('text/event-stream') && declared <= BUFFERED_BODY_BYTES) {
    return new Response(new Uint8Array(await body.arrayBuffer()), {
      status: statusCode,
      headers: responseHeaders,
    });
  }
  return new Response(boundedBodyStream(body, limit, exceeded), {
    status: statusCode,
    headers: responseHeaders,
  });
}

/** Throws when a URL may not be fetched under the policy; pure except for the URL parse. */
export function checkUrlShape(url: URL, devMode: boolean): void {
  if (url.protocol !== 'https:' && !(devMode && url.protocol === 'http:')) {
    throw refuse(`refused ${url.protocol} URL: only https is allowed outside development mode`, 'scheme');
  }
  if (url.username || url.password) throw refuse('refused URL with embedded credentials', 'userinfo');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!devMode && isIP(host) !== 0) {
    // An IP literal never goes through the lookup, so it is checked here.
    const refused = classifyAddress(host);
    if (refused !== undefined) {
      throw refuse(`refused ${refused} address ${host}`, 'address', { addressClass: refused });
    }
  }
}

/**
 * The fetch every upstream request goes through:
 * - https only, unless `devMode`;
 * - outside `devMode`, the host's addresses are resolved at connect time and any private,
 *   loopback, link-local or unspecified address (mapped forms included) refuses the connection;
 * - redirects are never followed and their bodies never read; a redirect to another host is an
 *   error, a same-origin one is handed back to the caller (the SDK's same-origin policy decides);
 * - every response body is bounded by the request's kind ({@link UpstreamLimits}).
 *
 * @example
 * const fetch = guardedFetch({ devMode: false });
 * const certifier = inProcessCertifier(fetch as typeof globalThis.fetch, largestAnswerBound());
 */
export function guardedFetch({
  devMode,
  keepAliveTimeoutMs = 30_000,
  connections = 64,
  limits: limitOverrides,
  onLimitExceeded,
}: GuardedFetchOptions): GuardedFetch {
  const limits: UpstreamLimits = { ...DEFAULT_UPSTREAM_LIMITS, ...limitOverrides };
  // undici (~14 MiB loaded) is imported with the first request, not when the gateway starts.
  let loading: Promise<Dispatcher> | undefined;
  let loaded: Dispatcher | undefined;
  const dispatcherReady = (): Promise<Dispatcher> =>
    (loading ??= import('undici').then(({ Agent, request }) => {
      const agent = new Agent({
        keepAliveTimeout: keepAliveTimeoutMs,
        connections,
        connect: devMode ? {} : { lookup: createGuardedLookup() },
      });
      return (loaded = { agent, request });
    }));
  const fetchGuarded = async function guardedFetch(
    input: string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    const url = new URL(input instanceof URL ? input.href : String(input));
    checkUrlShape(url, devMode);
    const response = await dispatchRequest(
      loaded ?? (await dispatcherReady()),
      url,
      init,
      limits,
      onLimitExceeded,
    );
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (location !== null) {
        const target = new URL(location, url);
        if (target.host !== url.host || target.protocol !== url.protocol) {
          throw refuse(`refused redirect from ${url.host} to another host`, 'redirect', {
            location: target.origin,
          });
        }
      }
    }
    return response;
  };
  const dispatch: LeanDispatch = async (url, init) => {
    checkUrlShape(url, devMode);
    const dispatcher = loaded ?? (await dispatcherReady());
    return dispatchPost(dispatcher.agent, url, init);
  };
  return Object.assign(fetchGuarded, {
    dispatch,
    close: async () => {
      await (await loading)?.agent.close();
    },
  });
}
