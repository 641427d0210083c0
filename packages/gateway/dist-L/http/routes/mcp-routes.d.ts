import type { FastifyInstance } from 'fastify';
import type { LazyMcpEndpoint } from '../../mcp/lazy-mcp-endpoint.js';
import type { RouteDeps } from '../route-deps.js';
/**
 * `/mcp/{company}`: the tenant's exposed tools as an MCP server (runtime token, like `/v1/call`).
 * Fastify runs its usual hooks first (bearer check with `WWW-Authenticate`, JSON body within the
 * service's body limit, `x-request-id`), then the SDK's handler takes over the raw response. POST
 * carries every MCP message; GET and DELETE reach the SDK too, which answers them 405 as the
 * 2026-07-28 revision asks (a 2025-era client then knows there is no session stream).
 */
export declare function mcpRoutes(app: FastifyInstance, deps: RouteDeps, endpoint: LazyMcpEndpoint): void;
//# sourceMappingURL=mcp-routes.d.ts.map