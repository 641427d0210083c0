import type { Lang } from '@asixto/contract';
import { Server } from '@modelcontextprotocol/server';
import type { McpRequestContext } from '@modelcontextprotocol/server';
import type { Gateway } from '../create-gateway.js';
/** What the MCP endpoint drives: the same runtime methods as `/v1/catalog` and `/v1/call`. */
export type McpGateway = Pick<Gateway, 'catalogFor' | 'callTool' | 'onCatalogChange'>;
/** What the HTTP route hands to each request through the SDK's pass-through `authInfo.extra`. */
export interface McpRequestExtra {
    requestId: string;
    traceparent?: string;
}
export interface CompanyMcpServerOptions {
    company: string;
    gateway: McpGateway;
    /** Default language of the endpoint's own error messages. */
    lang: Lang;
    serverInfo: {
        name: string;
        version: string;
    };
}
/**
 * Builds the MCP server that answers one HTTP request to `/mcp/{company}` (the SDK wants a fresh
 * instance per request). It declares `tools` with `listChanged` and has two handlers, each one
 * call into the runtime: `tools/list` is `catalogFor` and `tools/call` is `callTool`, for the
 * context the request carries (`_meta`, else the URL's query string). The low-level `Server` is
 * used because the list depends on each request's context: `McpServer` registers fixed tools.
 */
export declare function createCompanyMcpServer(options: CompanyMcpServerOptions, ctx: McpRequestContext): Server;
//# sourceMappingURL=company-mcp-server.d.ts.map