import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
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
  const fetchGuarded = async function guardedFetch(
    input: string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    const url = new URL(input instanceof URL ? input.href : String(input));
    checkUrlShape(url, devMode);
    // undici's fetch takes its own RequestInit type; the shapes agree at run time.
    const response = (await undiciFetch(url, {
      ...(init as object),
      redirect: 'manual',
      dispatcher: agent,
    } as Parameters<typeof undiciFetch>[1])) as unknown as Response;
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
