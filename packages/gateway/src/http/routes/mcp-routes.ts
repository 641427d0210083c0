import type { FastifyInstance } from 'fastify';
import type { LazyMcpEndpoint } from '../../mcp/lazy-mcp-endpoint.js';
import type { McpRequestExtra } from '../../mcp/company-mcp-server.js';
import { traceparentFromHeader } from '../request-context.js';
import { requireTenant } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { companyParamsSchema, ERROR_REPLIES } from '../route-schemas.js';

const jsonRpc = { schema: { type: 'object', additionalProperties: true } } as const;

/** What the SDK's handler answers (it writes the response itself: these only describe it). */
const MCP_REPLIES = {
  200: {
    description:
      'POST of a request: its JSON-RPC response (application/json), or the messages up to it (text/event-stream)',
    content: { 'application/json': jsonRpc, 'text/event-stream': { schema: { type: 'string' } } },
  },
  202: { description: 'POST of a notification or a response: accepted, no body', type: 'null' },
  405: {
    description: 'GET or DELETE: no session stream in this revision',
    content: { 'application/json': jsonRpc },
  },
  ...ERROR_REPLIES,
} as const;

/**
 * `/mcp/{company}`: the tenant's exposed tools as an MCP server (runtime token, like `/v1/call`).
 * Fastify runs its usual hooks first (bearer check with `WWW-Authenticate`, JSON body within the
 * service's body limit, `x-request-id`), then the SDK's handler takes over the raw response. POST
 * carries every MCP message; GET and DELETE reach the SDK too, which answers them 405 as the
 * 2026-07-28 revision asks (a 2025-era client then knows there is no session stream).
 */
export function mcpRoutes(app: FastifyInstance, deps: RouteDeps, endpoint: LazyMcpEndpoint): void {
  app.route<{ Params: { company: string } }>({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp/:company',
    schema: {
      summary: "The tenant's exposed tools as an MCP server (Streamable HTTP, stateless)",
      description:
        'POST carries every MCP message (2026-07-28 revision); GET and DELETE are answered 405, as that revision asks.',
      params: companyParamsSchema,
      response: MCP_REPLIES,
    },
    config: { access: 'runtime', company: 'path' },
    async handler(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      const traceparent = traceparentFromHeader(request.headers.traceparent);
      const extra: McpRequestExtra = { requestId: request.id, ...(traceparent ? { traceparent } : {}) };
      // The SDK forwards `req.auth` to the server factory as its pass-through `authInfo`; the
      // bearer token itself was checked in onRequest and is not passed on.
      const raw = Object.assign(request.raw, {
        auth: { token: '', clientId: request.principal?.keyId ?? 'env', scopes: [], extra: { ...extra } },
      });
      // Headers set on `reply` are not written once the response is hijacked.
      reply.raw.setHeader('x-request-id', request.id);
      const handler = await endpoint.handlerFor(company);
      reply.hijack();
      await handler(raw, reply.raw, request.body);
    },
  });
}
