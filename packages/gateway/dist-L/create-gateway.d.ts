import type { Gateway, GatewayOptions } from './gateway-types.js';
export type { Gateway, GatewayHealth, GatewayOptions, ServerView, CertificationView, } from './gateway-types.js';
/**
 * Assembles the gateway runtime: registry (SQLite by default), credentials box, catalog cache,
 * upstream connectors, certification on registration, exposure and the call pipeline.
 *
 * @example
 * const gateway = createGateway({ databasePath: 'data/registry.db', secretKey: process.env.KEY! });
 * await gateway.registerTenant({ company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' });
 * const { serverId } = await gateway.registerServer('acme', { url: 'https://tools.acme.co/mcp', token });
 * const { tools, verbsText } = await gateway.catalogFor({ company: 'acme', conversationId: 'c1',
 *   channel: 'chat', scenario: 'soporte', agentLevel: 'write' });
 */
export declare function createGateway(options: GatewayOptions): Gateway;
//# sourceMappingURL=create-gateway.d.ts.map