import { randomUUID } from 'node:crypto';
import { ACCESS_LEVELS, CHANNELS, LANGS, DEFAULT_LANG, isScenarioKey } from '@asixto/contract';
import { GatewayError } from '../errors.js';
import { isCompanySlug, isCurrencyCode, isTimeZone } from '../tenants/tenant.js';
import { OPAQUE_ID, TRACEPARENT } from './context-patterns.js';
function invalid(field, message) {
    return new GatewayError('GATEWAY_INVALID_CONTEXT', `invalid context: ${message}`, { data: { field } });
}
/** Reads the company of a raw context (to find the tenant) or throws GATEWAY_INVALID_CONTEXT. */
export function contextCompany(input) {
    if (typeof input !== 'object' || input === null)
        throw invalid('', 'context must be an object');
    const company = input.company;
    if (!isCompanySlug(company))
        throw invalid('company', 'company must be a registered slug');
    return company;
}
/**
 * Validates a raw context against the tenant it names. Throws GatewayError
 * `GATEWAY_INVALID_CONTEXT` naming the first field at fault.
 */
export function parseGatewayContext(input, tenant) {
    const company = contextCompany(input);
    const c = input;
    if (company !== tenant.company)
        throw invalid('company', 'context company does not match the tenant');
    if (typeof c.conversationId !== 'string' ||
        c.conversationId.length === 0 ||
        c.conversationId.length > 256) {
        throw invalid('conversationId', 'conversationId must be a non-empty string of at most 256 characters');
    }
    if (!CHANNELS.includes(c.channel))
        throw invalid('channel', 'channel must be chat or voice');
    if (!isScenarioKey(c.scenario))
        throw invalid('scenario', 'scenario must be a canonical scenario key (page 04)');
    if (!ACCESS_LEVELS.includes(c.agentLevel)) {
        throw invalid('agentLevel', 'agentLevel must be read, write or admin');
    }
    if (c.priceListId !== undefined && c.priceListId !== null) {
        if (typeof c.priceListId !== 'string' || c.priceListId.length === 0 || c.priceListId.length > 128) {
            throw invalid('priceListId', 'priceListId must be a string of at most 128 characters or null');
        }
    }
    if (c.currency !== undefined && !isCurrencyCode(c.currency))
        throw invalid('currency', 'currency must be ISO 4217');
    if (c.timezone !== undefined && !isTimeZone(c.timezone))
        throw invalid('timezone', 'timezone must be an IANA zone');
    if (c.requestId !== undefined && (typeof c.requestId !== 'string' || !OPAQUE_ID.test(c.requestId))) {
        throw invalid('requestId', 'requestId must be 1-128 characters of [A-Za-z0-9._:@-]');
    }
    if (c.traceparent !== undefined &&
        (typeof c.traceparent !== 'string' || !TRACEPARENT.test(c.traceparent))) {
        throw invalid('traceparent', 'traceparent must be a W3C trace context header value');
    }
    if (c.lang !== undefined && !LANGS.includes(c.lang))
        throw invalid('lang', 'lang must be es or en');
    const context = {
        company,
        conversationId: c.conversationId,
        channel: c.channel,
        scenario: c.scenario,
        agentLevel: c.agentLevel,
        priceListId: c.priceListId ?? null,
        currency: c.currency ?? tenant.currency,
        timezone: c.timezone ?? tenant.timezone,
        requestId: c.requestId ?? `req_${randomUUID()}`,
        lang: c.lang ?? DEFAULT_LANG,
    };
    if (typeof c.traceparent === 'string')
        context.traceparent = c.traceparent;
    return context;
}
//# sourceMappingURL=gateway-context.js.map