import type { NodeMcpRequestHandler } from '@modelcontextprotocol/node';
import type { McpEndpointOptions } from './create-mcp-endpoint.js';
/** {@link McpEndpoint} whose SDK is loaded by the first MCP request. */
export interface LazyMcpEndpoint {
    handlerFor(company: string): Promise<NodeMcpRequestHandler>;
    close(): Promise<void>;
}
/**
 * The MCP endpoint, built on first use: the SDK's server and Node adapter cost about 30 MiB of RSS,
 * which a gateway whose agents only call `/v1` never pays.
 */
export declare function lazyMcpEndpoint(options: McpEndpointOptions): LazyMcpEndpoint;
//# sourceMappingURL=lazy-mcp-endpoint.d.ts.map