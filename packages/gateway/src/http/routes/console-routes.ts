import type { FastifyInstance } from 'fastify';
import { callOutcomeSchema, exposurePreviewSchema, previewBodySchema } from '../admin-schemas.js';
import type { AgentContextBody } from '../request-context.js';
import { turnContext } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { callBodySchema, ERROR_REPLIES } from '../route-schemas.js';
import type { CallBody } from '../route-schemas.js';

interface PreviewBody {
  context: AgentContextBody;
}

/**
 * What an operator asks about an agent's turn (admins, for their companies): the exposure preview and the
 * playground call. Both drive the runtime's own paths (`previewExposure` beside `catalogFor`, and
 * `callTool`), so what they show is what an agent gets.
 */
export function consoleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway } = deps;

  app.post<{ Body: PreviewBody }>(
    '/v1/exposure/preview',
    {
      schema: {
        summary: 'Which tools a context sees, and why each other one is hidden',
        body: previewBodySchema,
        response: { 200: exposurePreviewSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'context' },
    },
    async function previewExposure(request, reply) {
      const context = await turnContext(deps, request, reply, request.body.context);
      if (!context) return reply;
      return gateway.previewExposure(context);
    },
  );

  app.post<{ Body: CallBody }>(
    '/v1/playground/call',
    {
      schema: {
        summary: "Call a tool from the console's playground (audited)",
        body: callBodySchema,
        response: { 200: callOutcomeSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'context', audit: 'playground.call' },
    },
    async function playgroundCall(request, reply) {
      request.auditNote = { target: request.body.name };
      const context = await turnContext(deps, request, reply, request.body.context);
      if (!context) return reply;
      return gateway.callTool(context, request.body.name, request.body.arguments ?? {});
    },
  );
}
