import type { Lang } from '@asixto/contract';
import type { GatewayContextInput } from '../context/gateway-context.js';
/**
 * Where an MCP client puts each field of the conversation context: a `_meta` key of the request
 * (what an agent framework that controls its requests sends) or a query parameter of the endpoint
 * URL (what a stock MCP host configured with a URL can do). `_meta` wins when both are present.
 */
export declare const MCP_CONTEXT_FIELDS: {
    readonly conversationId: {
        readonly key: "com.asixto/conversationId";
        readonly param: "conversationId";
    };
    readonly channel: {
        readonly key: "com.asixto/channel";
        readonly param: "channel";
    };
    readonly scenario: {
        readonly key: "com.asixto/scenario";
        readonly param: "scenario";
    };
    readonly agentLevel: {
        readonly key: "com.asixto/agentLevel";
        readonly param: "agentLevel";
    };
    readonly priceListId: {
        readonly key: "com.asixto/priceListId";
        readonly param: "priceListId";
    };
    readonly currency: {
        readonly key: "com.asixto/currency";
        readonly param: "currency";
    };
    readonly timezone: {
        readonly key: "com.asixto/timezone";
        readonly param: "timezone";
    };
    readonly requestId: {
        readonly key: "com.asixto/requestId";
        readonly param: "requestId";
    };
    readonly traceparent: {
        readonly key: "traceparent";
        readonly param: "traceparent";
    };
    readonly lang: {
        readonly key: "com.asixto/lang";
        readonly param: "lang";
    };
    readonly company: {
        readonly key: "com.asixto/companyId";
        readonly param: "company";
    };
};
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
export type McpContextResult = {
    ok: true;
    context: GatewayContextInput & {
        requestId: string;
        conversationId: string;
    };
} | {
    ok: false;
    problem: McpContextProblem;
};
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
export declare function contextProblem(field: McpContextField, reason: McpContextReason, detail?: string): McpContextProblem;
/** The language the client asked for, when it asked for a valid one (for error messages too). */
export declare function mcpContextLang(sources: Pick<McpContextSources, 'meta' | 'query'>): Lang | undefined;
/**
 * Reads the conversation context of one MCP request. Only presence and JSON types are checked
 * here; the values themselves are validated by the runtime (`catalogFor`/`callTool`), whose
 * `GATEWAY_INVALID_CONTEXT` names the field, exactly as for `/v1/call`. Without a
 * `conversationId` each request is its own conversation: a `tools/call` then gets its own
 * idempotency key (derived once by the pipeline and reused on its retries).
 */
export declare function readMcpContext(sources: McpContextSources): McpContextResult;
//# sourceMappingURL=mcp-context.d.ts.map