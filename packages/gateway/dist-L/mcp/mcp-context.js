import { randomUUID } from 'node:crypto';
import { LANGS } from '@asixto/contract';
/**
 * Where an MCP client puts each field of the conversation context: a `_meta` key of the request
 * (what an agent framework that controls its requests sends) or a query parameter of the endpoint
 * URL (what a stock MCP host configured with a URL can do). `_meta` wins when both are present.
 */
export const MCP_CONTEXT_FIELDS = {
    conversationId: { key: 'com.asixto/conversationId', param: 'conversationId' },
    channel: { key: 'com.asixto/channel', param: 'channel' },
    scenario: { key: 'com.asixto/scenario', param: 'scenario' },
    agentLevel: { key: 'com.asixto/agentLevel', param: 'agentLevel' },
    priceListId: { key: 'com.asixto/priceListId', param: 'priceListId' },
    currency: { key: 'com.asixto/currency', param: 'currency' },
    timezone: { key: 'com.asixto/timezone', param: 'timezone' },
    requestId: { key: 'com.asixto/requestId', param: 'requestId' },
    traceparent: { key: 'traceparent', param: 'traceparent' },
    lang: { key: 'com.asixto/lang', param: 'lang' },
    company: { key: 'com.asixto/companyId', param: 'company' },
};
export function contextProblem(field, reason, detail) {
    return { field, ...MCP_CONTEXT_FIELDS[field], reason, ...(detail !== undefined ? { detail } : {}) };
}
/** A field's raw value: `_meta` first, then the query string (an empty parameter is absent). */
function pick(sources, field) {
    const { key, param } = MCP_CONTEXT_FIELDS[field];
    const fromMeta = sources.meta?.[key];
    if (fromMeta !== undefined)
        return fromMeta;
    const fromQuery = sources.query.get(param);
    return fromQuery === null || fromQuery === '' ? undefined : fromQuery;
}
/** The language the client asked for, when it asked for a valid one (for error messages too). */
export function mcpContextLang(sources) {
    const value = sources.meta?.[MCP_CONTEXT_FIELDS.lang.key] ?? sources.query.get(MCP_CONTEXT_FIELDS.lang.param);
    return LANGS.includes(value) ? value : undefined;
}
const STRING_FIELDS = [
    'conversationId',
    'channel',
    'scenario',
    'agentLevel',
    'currency',
    'timezone',
    'requestId',
    'traceparent',
    'lang',
];
/**
 * Reads the conversation context of one MCP request. Only presence and JSON types are checked
 * here; the values themselves are validated by the runtime (`catalogFor`/`callTool`), whose
 * `GATEWAY_INVALID_CONTEXT` names the field, exactly as for `/v1/call`. Without a
 * `conversationId` each request is its own conversation: a `tools/call` then gets its own
 * idempotency key (derived once by the pipeline and reused on its retries).
 */
export function readMcpContext(sources) {
    const company = pick(sources, 'company');
    if (company !== undefined && company !== sources.company) {
        return {
            ok: false,
            problem: contextProblem('company', 'other_company'),
        };
    }
    const values = {};
    for (const field of STRING_FIELDS) {
        const value = pick(sources, field);
        if (value === undefined)
            continue;
        if (typeof value !== 'string')
            return { ok: false, problem: contextProblem(field, 'not_string') };
        values[field] = value;
    }
    for (const field of ['channel', 'scenario', 'agentLevel']) {
        if (values[field] === undefined)
            return { ok: false, problem: contextProblem(field, 'required') };
    }
    const priceListId = pick(sources, 'priceListId');
    if (priceListId !== undefined && priceListId !== null && typeof priceListId !== 'string') {
        return { ok: false, problem: contextProblem('priceListId', 'not_string_or_null') };
    }
    // Strings stand in for the enumerations here: the runtime checks them and names the field.
    const context = {
        company: sources.company,
        conversationId: values.conversationId ?? `mcp_${randomUUID()}`,
        channel: values.channel,
        scenario: values.scenario,
        agentLevel: values.agentLevel,
        priceListId: priceListId ?? null,
        requestId: values.requestId ?? sources.requestId,
    };
    if (values.currency !== undefined)
        context.currency = values.currency;
    if (values.timezone !== undefined)
        context.timezone = values.timezone;
    const traceparent = values.traceparent ?? sources.traceparent;
    if (traceparent !== undefined)
        context.traceparent = traceparent;
    if (values.lang !== undefined)
        context.lang = values.lang;
    return { ok: true, context };
}
//# sourceMappingURL=mcp-context.js.map