import type { NodeMcpHandler } from './node-mcp-adapter.js';
import { GatewayError } from '../errors.js';
import type { McpEndpoint, McpEndpointOptions } from './create-mcp-endpoint.js';

/** {@link McpEndpoint} whose SDK is loaded by the first MCP request. */
export interface LazyMcpEndpoint {
  handlerFor(company: string): Promise<NodeMcpHandler>;
  close(): Promise<void>;
}

/**
 * The MCP endpoint, built on first use: the SDK's server and Node adapter cost about 30 MiB of RSS,
 * which a gateway whose agents only call `/v1` never pays.
 */
export function lazyMcpEndpoint(options: McpEndpointOptions): LazyMcpEndpoint {
  let endpoint: Promise<McpEndpoint> | undefined;
  let closed = false;
  return {
    async handlerFor(company) {
      if (closed) throw new GatewayError('GATEWAY_CLOSED', 'the MCP endpoint is closed');
      endpoint ??= import('./create-mcp-endpoint.js').then((m) => m.createMcpEndpoint(options));
      return (await endpoint).handlerFor(company);
    },
    async close() {
      closed = true;
      await (await endpoint)?.close();
    },
  };
}
