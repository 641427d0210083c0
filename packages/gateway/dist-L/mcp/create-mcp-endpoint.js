import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { createCompanyMcpServer } from './company-mcp-server.js';
/**
 * Serves each tenant's exposed tools as an MCP server with the official SDK's modern HTTP entry
 * (`createMcpHandler`, revision 2026-07-28, stateless), 2025-era clients served statelessly by the
 * same entry (GET and DELETE get its 405). A change of the tenant's catalog is published as
 * `notifications/tools/list_changed` to the clients following `subscriptions/listen`.
 * Callers must check the company exists first: a handler is kept per company for the process.
 */
export function createMcpEndpoint(options) {
    const { gateway, logger } = options;
    const serverInfo = options.serverInfo ?? { name: 'asixto-gateway', version: '0.1.0' };
    const handlers = new Map();
    let closed = false;
    function create(company) {
        const mcp = createMcpHandler((ctx) => createCompanyMcpServer({ company, gateway, lang: options.lang, serverInfo }, ctx), {
            legacy: 'stateless',
            responseMode: 'auto',
            maxRequestBodySize: options.maxRequestBodySize,
            onerror: (error) => logger.debug({ company, err: error.message }, 'mcp endpoint reported an error'),
        });
        const node = toNodeHandler(mcp, {
            maxRequestBodySize: options.maxRequestBodySize,
            onerror: (error) => logger.error({ company, err: error.message }, 'mcp endpoint adapter failed'),
        });
        const unsubscribe = gateway.onCatalogChange(company, (event) => {
            logger.debug(event, 'mcp endpoint: tools/list_changed published');
            mcp.notify.toolsChanged();
        });
        return { mcp, node, unsubscribe };
    }
    return {
        handlerFor(company) {
            let handler = handlers.get(company);
            if (!handler)
                handlers.set(company, (handler = create(company)));
            return handler.node;
        },
        async close() {
            if (closed)
                return;
            closed = true;
            const all = [...handlers.values()];
            handlers.clear();
            for (const h of all)
                h.unsubscribe();
            await Promise.allSettled(all.map((h) => h.mcp.close()));
        },
    };
}
//# sourceMappingURL=create-mcp-endpoint.js.map