import { randomUUID } from 'node:crypto';
import { LANGS } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import type { GatewayContextInput } from '../context/gateway-context.js';

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
} as const;

export type McpContextField = keyof typeof MCP_CONTEXT_FIELDS;

/**
 * Why a context field is refused: absent, not a string, not the endpoint's company, or a value the
 * runtime refused (`invalid`, with the runtime's own explanation in `detail`).
 */
export type McpContextReason = 'required' | 'not_string' | 'not_string_or_null' | 'other_company' | 'invalid';

/** A context field the client got wrong, with where it could have come from. */
export interface McpContextProblem {
  field: McpContextField;
  key: string;
  param: string;
  reason: McpContextReason;
  detail?: string;
}

export type McpContextResult =
  | { ok: true; context: GatewayContextInput & { requestId: string; conversationId: string } }
  | { ok: false; problem: McpContextProblem };

export interface McpContextSources {
  /** The company of the endpoint (`/mcp/{company}`). */
  company: string;
  /** The request's `_meta` (reserved `io.modelcontextprotocol/*` keys are ignored). */
  meta: Readonly<Record<string, unknown>> | undefined;
  /** The endpoint URL's query parameters. */
  query: URLSearchParams;
  /** The HTTP request id, used when the client sends no `com.asixto/requestId`. */
  requestId: string;
  /** The `traceparent` HTTP header, already validated, used when `_meta` has none. */
  traceparent?: string;
}

export function contextProblem(
  field: McpContextField,
  reason: McpContextReason,
  detail?: string,
): McpContextProblem {
  return { field, ...MCP_CONTEXT_FIELDS[field], reason, ...(detail !== undefined ? { detail } : {}) };
}

/** A field's raw value: `_meta` first, then the query string (an empty parameter is absent). */
function pick(sources: McpContextSources, field: McpContextField): unknown {
  const { key, param } = MCP_CONTEXT_FIELDS[field];
  const fromMeta = sources.meta?.[key];
  if (fromMeta !== undefined) return fromMeta;
  const fromQuery = sources.query.get(param);
  return fromQuery === null || fromQuery === '' ? undefined : fromQuery;
}

/** The language the client asked for, when it asked for a valid one (for error messages too). */
export function mcpContextLang(sources: Pick<McpContextSources, 'meta' | 'query'>): Lang | undefined {
  const value =
    sources.meta?.[MCP_CONTEXT_FIELDS.lang.key] ?? sources.query.get(MCP_CONTEXT_FIELDS.lang.param);
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : undefined;
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
] as const;

/**
 * Reads the conversation context of one MCP request. Only presence and JSON types are checked
 * here; the values themselves are validated by the runtime (`catalogFor`/`callTool`), whose
 * `GATEWAY_INVALID_CONTEXT` names the field, exactly as for `/v1/call`. Without a
 * `conversationId` each request is its own conversation: a `tools/call` then gets its own
 * idempotency key (derived once by the pipeline and reused on its retries).
 */
export function readMcpContext(sources: McpContextSources): McpContextResult {
  const company = pick(sources, 'company');
  if (company !== undefined && company !== sources.company) {
    return {
      ok: false,
      problem: contextProblem('company', 'other_company'),
    };
  }
  const values: Partial<Record<(typeof STRING_FIELDS)[number], string>> = {};
  for (const field of STRING_FIELDS) {
    const value = pick(sources, field);
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, problem: contextProblem(field, 'not_string') };
    values[field] = value;
  }
  for (const field of ['channel', 'scenario', 'agentLevel'] as const) {
    if (values[field] === undefined) return { ok: false, problem: contextProblem(field, 'required') };
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
  } as GatewayContextInput & { requestId: string; conversationId: string };
  if (values.currency !== undefined) context.currency = values.currency;
  if (values.timezone !== undefined) context.timezone = values.timezone;
  const traceparent = values.traceparent ?? sources.traceparent;
  if (traceparent !== undefined) context.traceparent = traceparent;
  if (values.lang !== undefined) context.lang = values.lang as Lang;
  return { ok: true, context };
}
