import { isIP } from 'node:net';
import { GatewayError } from '../errors.js';
import { classifyAddress } from './address-policy.js';
import { boundedBodyStream, discardBody, responseTooLarge } from './bounded-body-stream.js';
import { createGuardedLookup } from './guarded-lookup.js';
import { DEFAULT_UPSTREAM_LIMITS, limitForMethod } from './response-limits.js';
import { dispatchPost } from './dispatch-post.js';
function refuse(message, reason, data = {}) {
    return new GatewayError('GATEWAY_URL_REFUSED', message, { data: { reason, ...data } });
}
/** Bodies up to this declared size are read whole before the Response is built (no live stream). */
const BUFFERED_BODY_BYTES = 64 * 1024;
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** The request bodies an MCP client sends (JSON text, or its bytes); anything else is refused. */
function requestBody(body) {
    if (body === undefined || body === null)
        return null;
    if (typeof body === 'string' || body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (body instanceof URLSearchParams)
        return body.toString();
    throw new TypeError('guardedFetch sends string or byte bodies only');
}
function plainHeaders(init) {
    const source = init?.headers;
    if (source === undefined)
        return {};
    return Object.fromEntries(source instanceof Headers ? source : new Headers(source));
}
async function dispatchRequest(dispatcher, url, init, limits, onLimitExceeded) {
    const method = init?.method ?? 'GET';
    const requestHeaders = plainHeaders(init);
    const { statusCode, headers, body } = await dispatcher.request(url, {
        method: method,
        headers: requestHeaders,
        body: requestBody(init?.body),
        signal: init?.signal ?? undefined,
        dispatcher: dispatcher.agent,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(headers)) {
        if (Array.isArray(value))
            for (const item of value)
                responseHeaders.append(name, item);
        else if (value !== undefined)
            responseHeaders.set(name, value);
    }
    const redirect = statusCode >= 300 && statusCode < 400;
    if (NULL_BODY_STATUSES.has(statusCode) || method === 'HEAD' || redirect) {
        discardBody(body);
        return new Response(null, { status: statusCode, headers: responseHeaders });
    }
    const mcpMethod = requestHeaders['mcp-method'] ?? 'other';
    const limit = limitForMethod(mcpMethod, limits);
    const exceeded = () => onLimitExceeded?.({
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
export function checkUrlShape(url, devMode) {
    if (url.protocol !== 'https:' && !(devMode && url.protocol === 'http:')) {
        throw refuse(`refused ${url.protocol} URL: only https is allowed outside development mode`, 'scheme');
    }
    if (url.username || url.password)
        throw refuse('refused URL with embedded credentials', 'userinfo');
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
 * const transport = new StreamableHTTPClientTransport(url, { fetch });
 */
export function guardedFetch({ devMode, keepAliveTimeoutMs = 30_000, connections = 64, limits: limitOverrides, onLimitExceeded, }) {
    const limits = { ...DEFAULT_UPSTREAM_LIMITS, ...limitOverrides };
    // undici (~14 MiB loaded) is imported with the first request, not when the gateway starts.
    let loading;
    let loaded;
    const dispatcherReady = () => (loading ??= import('undici').then(({ Agent, request }) => {
        const agent = new Agent({
            keepAliveTimeout: keepAliveTimeoutMs,
            connections,
            connect: devMode ? {} : { lookup: createGuardedLookup() },
        });
        return (loaded = { agent, request });
    }));
    const fetchGuarded = async function guardedFetch(input, init) {
        const url = new URL(input instanceof URL ? input.href : String(input));
        checkUrlShape(url, devMode);
        const response = await dispatchRequest(loaded ?? (await dispatcherReady()), url, init, limits, onLimitExceeded);
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
    const dispatch = async (url, init) => {
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
//# sourceMappingURL=guarded-fetch.js.map