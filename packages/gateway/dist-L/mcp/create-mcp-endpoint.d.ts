import type { Lang } from '@asixto/contract';
import type { NodeMcpRequestHandler } from '@modelcontextprotocol/node';
import type { GatewayLogger } from '../logger.js';
import type { McpGateway } from './company-mcp-server.js';
export interface McpEndpointOptions {
    gateway: McpGateway;
    logger: GatewayLogger;
    /** Default language of the endpoint's own error messages (the context's `lang` overrides it). */
    lang: Lang;
    /** The SDK's own body bound; the HTTP route has already applied the service's. */
    maxRequestBodySize: number;
    serverInfo?: {
        name: string;
        version: string;
    };
}
/** The MCP face of the gateway: one SDK handler per tenant, served to Node `(req, res)`. */
export interface McpEndpoint {
    /** The Node handler of `/mcp/{company}`, made on the first request for a (known) company. */
    handlerFor(company: string): NodeMcpRequestHandler;
    /** Ends every open exchange and `subscriptions/listen` stream; stops following catalogs. */
    close(): Promise<void>;
}
/**
 * Serves each tenant's exposed tools as an MCP server with the official SDK's modern HTTP entry
 * (`createMcpHandler`, revision 2026-07-28, stateless), 2025-era clients served statelessly by the
 * same entry (GET and DELETE get its 405). A change of the tenant's catalog is published as
 * `notifications/tools/list_changed` to the clients following `subscriptions/listen`.
 * Callers must check the company exists first: a handler is kept per company for the process.
 */
export declare function createMcpEndpoint(options: McpEndpointOptions): McpEndpoint;
//# sourceMappingURL=create-mcp-endpoint.d.ts.map