import { buildCallContext, traceparentFromHeader } from './request-context.js';
/** 404 before the runtime is asked, so an unknown company never looks like an empty catalog. */
export async function requireTenant(deps, request, reply, company) {
    if ((await deps.gateway.getTenant(company)) != null)
        return true;
    await deps.problem(request, reply, 404, 'GATEWAY_UNKNOWN_COMPANY', 'unknownCompany', { company });
    return false;
}
/**
 * The agent's turn a request body describes (its request id, else the HTTP one, and the
 * `traceparent` header), echoed as `x-request-id`; `undefined` once a 404 for an unknown company
 * has been sent.
 */
export async function turnContext(deps, request, reply, body) {
    const context = buildCallContext(body, request.id, traceparentFromHeader(request.headers.traceparent));
    reply.header('x-request-id', context.requestId);
    return (await requireTenant(deps, request, reply, context.company)) ? context : undefined;
}
//# sourceMappingURL=route-deps.js.map