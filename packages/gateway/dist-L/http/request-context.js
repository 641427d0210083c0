import { randomUUID } from 'node:crypto';
import { OPAQUE_ID, TRACEPARENT } from '../context/context-patterns.js';
/** A request id for the response and the logs: the caller's `x-request-id` when usable, else new. */
export function requestIdFromHeader(header) {
    const value = Array.isArray(header) ? header[0] : header;
    return value !== undefined && OPAQUE_ID.test(value) ? value : `req_${randomUUID()}`;
}
/** The `traceparent` header when it is a valid W3C value; an invalid one is ignored, as W3C says. */
export function traceparentFromHeader(header) {
    const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    return value !== undefined && TRACEPARENT.test(value) ? value : undefined;
}
/** `Accept-Language: en…` selects English; anything else keeps the configured default. */
export function langFromHeader(header, fallback) {
    if (!header)
        return fallback;
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en'))
        return 'en';
    if (first.startsWith('es'))
        return 'es';
    return fallback;
}
/**
 * Builds the runtime context of one catalog or call request: the agent's `requestId` is kept (it is
 * the one sent upstream in `com.asixto/requestId`), otherwise the HTTP request id is used, and the
 * W3C `traceparent` header is carried so the pipeline forwards it in `_meta`.
 */
export function buildCallContext(body, httpRequestId, traceparent) {
    const context = {
        company: body.company,
        conversationId: body.conversationId,
        channel: body.channel,
        scenario: body.scenario,
        agentLevel: body.agentLevel,
        priceListId: body.priceListId ?? null,
        requestId: body.requestId ?? httpRequestId,
    };
    if (body.currency != null)
        context.currency = body.currency;
    if (body.timezone != null)
        context.timezone = body.timezone;
    if (body.lang != null)
        context.lang = body.lang;
    if (traceparent !== undefined)
        context.traceparent = traceparent;
    return context;
}
//# sourceMappingURL=request-context.js.map