import { GatewayError } from '../errors.js';
/**
 * The MCP endpoint, built on first use: the SDK's server and Node adapter cost about 30 MiB of RSS,
 * which a gateway whose agents only call `/v1` never pays.
 */
export function lazyMcpEndpoint(options) {
    let endpoint;
    let closed = false;
    return {
        async handlerFor(company) {
            if (closed)
                throw new GatewayError('GATEWAY_CLOSED', 'the MCP endpoint is closed');
            endpoint ??= import('./create-mcp-endpoint.js').then((m) => m.createMcpEndpoint(options));
            return (await endpoint).handlerFor(company);
        },
        async close() {
            closed = true;
            await (await endpoint)?.close();
        },
    };
}
//# sourceMappingURL=lazy-mcp-endpoint.js.map