import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { Agent, fetch as undiciFetch, request as undiciRequest } from 'undici';
import type { FetchLike } from '@modelcontextprotocol/client';
import { GatewayError } from '../errors.js';
import { classifyAddress } from './address-policy.js';
import { createGuardedLookup } from './guarded-lookup.js';

export interface GuardedFetchOptions {
  /** Development mode: http and loopback/private addresses are allowed. Never in production. */
  devMode: boolean;
  /** Keep-alive for idle upstream sockets; connections are reused across calls. */
  keepAliveTimeoutMs?: number;
  /** Upper bound on concurrent sockets per upstream origin. */
  connections?: number;
}

/** A fetch that can be closed (the agent's sockets), as the upstream owns it. */
export type GuardedFetch = FetchLike & { close(): Promise<void> };

function refuse(message: string, reason: string, data: Record<string, unknown> = {}): GatewayError {
  return new GatewayError('GATEWAY_URL_REFUSED', message, { data: { reason, ...data } });
}

/** Bodies up to this declared size are read whole before the Response is built (no live stream). */
const BUFFERED_BODY_BYTES = 64 * 1024;
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function plainHeaders(init: RequestInit | undefined): Record<string, string> {
  const source = init?.headers;
  if (source === undefined) return {};
  return Object.fromEntries(source instanceof Headers ? source : new Headers(source));
}

/**
 * One request through undici's dispatcher API instead of its fetch: fetch's request/response
 * machinery (web streams on both sides, an async-iterable request body) costs about as much CPU as
 * the whole rest of a call. Small, fully declared non-SSE bodies are read whole (what the SDK does
 * with them anyway); every other body stays a live stream.
 */
async function dispatchRequest(agent: Agent, url: URL, init: RequestInit | undefined): Promise<Response> {
  const method = init?.method ?? 'GET';
  const { statusCode, headers, body } = await undiciRequest(url, {
    method: method as 'GET',
    headers: plainHeaders(init),
    body: (init?.body as string | null | undefined) ?? null,
    signal: init?.signal ?? undefined,
    dispatcher: agent,
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
    else if (value !== undefined) responseHeaders.set(name, value);
  }
  if (NULL_BODY_STATUSES.has(statusCode) || method === 'HEAD') {
    body.destroy();
    return new Response(null, { status: statusCode, headers: responseHeaders });
  }
  const type = responseHeaders.get('content-type') ?? '';
  const declared = Number(responseHeaders.get('content-length') ?? Number.NaN);
  if (!type.toLowerCase().startsWith('text/event-stream') && declared <= BUFFERED_BODY_BYTES) {
    return new Response(new Uint8Array(await body.arrayBuffer()), {
      status: statusCode,
      headers: responseHeaders,
    });
  }
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
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
 * - redirects are never followed by fetch (`redirect: 'manual'`); a redirect to another host is an
 *   error, a same-origin one is handed back to the caller (the SDK's same-origin policy decides).
 *
 * @example
 * const fetch = guardedFetch({ devMode: false });
 * const transport = new StreamableHTTPClientTransport(url, { fetch });
 */
export function guardedFetch({
  devMode,
  keepAliveTimeoutMs = 30_000,
  connections = 64,
}: GuardedFetchOptions): GuardedFetch {
  const agent = new Agent({
    keepAliveTimeout: keepAliveTimeoutMs,
    connections,
    connect: devMode ? {} : { lookup: createGuardedLookup() },
  });
  // Any other body kind (the SDK sends strings) goes through undici's fetch, redirects unfollowed.
  const viaFetch = async (url: URL, init: RequestInit | undefined): Promise<Response> =>
    // undici's fetch takes its own RequestInit type; the shapes agree at run time.
    (await undiciFetch(url, {
      ...(init as object),
      redirect: 'manual',
      dispatcher: agent,
    } as Parameters<typeof undiciFetch>[1])) as unknown as Response;
  const fetchGuarded = async function guardedFetch(
    input: string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    const url = new URL(input instanceof URL ? input.href : String(input));
    checkUrlShape(url, devMode);
    const body = init?.body;
    const response =
      body === undefined || body === null || typeof body === 'string'
        ? await dispatchRequest(agent, url, init)
        : await viaFetch(url, init);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (location !== null) {
        const target = new URL(location, url);
        if (target.host !== url.host || target.protocol !== url.protocol) {
          await response.body?.cancel().catch(() => undefined);
          throw refuse(`refused redirect from ${url.host} to another host`, 'redirect', {
            location: target.origin,
          });
        }
      }
    }
    return response;
  };
  return Object.assign(fetchGuarded, { close: () => agent.close() });
}
