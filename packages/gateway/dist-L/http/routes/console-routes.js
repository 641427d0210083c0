import { callOutcomeSchema, exposurePreviewSchema, previewBodySchema } from '../admin-schemas.js';
import { turnContext } from '../route-deps.js';
import { callBodySchema, ERROR_REPLIES } from '../route-schemas.js';
/**
 * What an operator asks about an agent's turn (admin token): the exposure preview and the
 * playground call. Both drive the runtime's own paths (`previewExposure` beside `catalogFor`, and
 * `callTool`), so what they show is what an agent gets.
 */
export function consoleRoutes(app, deps) {
    const { gateway } = deps;
    app.post('/v1/exposure/preview', {
        schema: { body: previewBodySchema, response: { 200: exposurePreviewSchema, ...ERROR_REPLIES } },
        config: { access: 'admin' },
    }, async function previewExposure(request, reply) {
        const context = await turnContext(deps, request, reply, request.body.context);
        if (!context)
            return reply;
        return gateway.previewExposure(context);
    });
    app.post('/v1/playground/call', {
        schema: { body: callBodySchema, response: { 200: callOutcomeSchema, ...ERROR_REPLIES } },
        config: { access: 'admin' },
    }, async function playgroundCall(request, reply) {
        const context = await turnContext(deps, request, reply, request.body.context);
        if (!context)
            return reply;
        return gateway.callTool(context, request.body.name, request.body.arguments ?? {});
    });
}
//# sourceMappingURL=console-routes.js.map