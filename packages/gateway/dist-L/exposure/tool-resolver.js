import { findExposedTool } from './resolve-exposed-tool.js';
import { tenantSources } from './tenant-sources.js';
/**
 * The call pipeline's exposure resolver: the same sources and the same decision as `catalogFor`,
 * so what the model may call is exactly what it was shown.
 */
export function createToolResolver(deps) {
    const { directory, observer, logger } = deps;
    /**
     * A name no catalog lists may still be a tool a certification saw (on a server that failed it,
     * or speaks only the 2025 revision, which the gateway cannot call): that is `not_certified`,
     * and the log says what the operator has to fix.
     */
    function explainUnlisted(company, toolName) {
        const state = directory
            .serversOf(company)
            .find((s) => s.health.pins !== undefined && Object.hasOwn(s.health.pins.hashes, toolName));
        if (!state)
            return { rejected: 'unknown_tool' };
        const legacy = state.record.era === 'legacy';
        logger.info({ serverId: state.record.id, company, tool: toolName, era: state.record.era }, legacy
            ? 'tool not certified: the server speaks only the 2025 revision (no server/discover); serve it through createMcpHandler'
            : 'tool not certified: its server failed certification');
        return { rejected: 'not_certified' };
    }
    return async function resolveExposedTool(context, company, toolName) {
        if (company !== context.company)
            return { rejected: 'other_company' };
        const tenant = directory.tenants.get(company);
        if (!tenant)
            return { rejected: 'unknown_tool' };
        const sources = await tenantSources(company, directory.serversOf(company), observer);
        const found = findExposedTool(sources, toolName, context, tenant.policy);
        if ('rejected' in found) {
            return found.rejected === 'unknown_tool' ? explainUnlisted(company, toolName) : found;
        }
        const state = directory.server(found.source.server.id);
        if (!state)
            return { rejected: 'unknown_tool' };
        return {
            tool: found.tool.definition,
            hash: found.tool.hash,
            server: found.source.server,
            upstream: state.upstream,
        };
    };
}
//# sourceMappingURL=tool-resolver.js.map