import { turnContext } from '../route-deps.js';
import { callBodySchema, catalogBodySchema, ERROR_REPLIES } from '../route-schemas.js';
import { selectCatalogFormat } from '../select-catalog-format.js';
/**
 * The agent runtime's routes (runtime token): the catalog once per turn, then tool calls. A call
 * the pipeline refuses (unknown tool, level, scenario…) is a normal `rejected` outcome with 200:
 * the runtime always gets an outcome object for a call.
 */
export function runtimeRoutes(app, deps) {
    const { gateway } = deps;
    app.post('/v1/catalog', { schema: { body: catalogBodySchema, response: ERROR_REPLIES }, config: { access: 'runtime' } }, async function catalog(request, reply) {
        const context = await turnContext(deps, request, reply, request.body.context);
        if (!context)
            return reply;
        const result = await gateway.catalogFor(context);
        return { ...selectCatalogFormat(result, request.body.format ?? 'mcp'), requestId: context.requestId };
    });
    app.post('/v1/call', { schema: { body: callBodySchema, response: ERROR_REPLIES }, config: { access: 'runtime' } }, async function call(request, reply) {
        const context = await turnContext(deps, request, reply, request.body.context);
        if (!context)
            return reply;
        return gateway.callTool(context, request.body.name, request.body.arguments ?? {});
    });
}
//# sourceMappingURL=runtime-routes.js.map