import type { FastifyInstance } from 'fastify';
import type { AgentContextBody } from '../request-context.js';
import { turnContext } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { callOutcomeSchema } from '../admin-schemas.js';
import { callBodySchema, catalogBodySchema, catalogReplySchema, ERROR_REPLIES } from '../route-schemas.js';
import type { CallBody } from '../route-schemas.js';
import type { CatalogFormat } from '../route-schemas.js';
import { selectCatalogFormat } from '../select-catalog-format.js';

interface CatalogBody {
  context: AgentContextBody;
  format?: CatalogFormat;
}

/**
 * The agent runtime's routes (runtime credentials, for their companies): the catalog once per turn,
 * then tool calls. A call
 * the pipeline refuses (unknown tool, level, scenario…) is a normal `rejected` outcome with 200:
 * the runtime always gets an outcome object for a call.
 */
export function runtimeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway } = deps;

  app.post<{ Body: CatalogBody }>(
    '/v1/catalog',
    {
      schema: {
        summary: 'The tool catalog for one agent turn',
        description:
          "The tools the turn's context may see, in the provider shape `format` asks for (`mcp` by default), and the sentence for the system prompt.",
        body: catalogBodySchema,
        response: { 200: catalogReplySchema, ...ERROR_REPLIES },
      },
      config: { access: 'runtime', company: 'context' },
    },
    async function catalog(request, reply) {
      const context = await turnContext(deps, request, reply, request.body.context);
      if (!context) return reply;
      const result = await gateway.catalogFor(context);
      return { ...selectCatalogFormat(result, request.body.format ?? 'mcp'), requestId: context.requestId };
    },
  );

  app.post<{ Body: CallBody }>(
    '/v1/call',
    {
      schema: {
        summary: 'Call one exposed tool',
        description:
          'Answers 200 with an outcome for every call the pipeline handled: `ok`, `tool_error`, `timeout`, `unavailable` or `rejected` (unknown tool, level, scenario…); a 4xx only for a bad request, credential or company.',
        body: callBodySchema,
        response: { 200: callOutcomeSchema, ...ERROR_REPLIES },
      },
      config: { access: 'runtime', company: 'context' },
    },
    async function call(request, reply) {
      const context = await turnContext(deps, request, reply, request.body.context);
      if (!context) return reply;
      return gateway.callTool(context, request.body.name, request.body.arguments ?? {});
    },
  );
}
