import type { Lang } from '@asixto/contract';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { NodeMcpRequestHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { McpHttpHandler } from '@modelcontextprotocol/server';
import type { GatewayLogger } from '../logger.js';
import { createCompanyMcpServer } from './company-mcp-server.js';
import type { McpGateway } from './company-mcp-server.js';

export interface McpEndpointOptions {
  gateway: McpGateway;
  logger: GatewayLogger;
  /** Default language of the endpoint's own error messages (the context's `lang` overrides it). */
  lang: Lang;
  /** The SDK's own body bound; the HTTP route has already applied the service's. */
  maxRequestBodySize: number;
  serverInfo?: { name: string; version: string };
}

/** The MCP face of the gateway: one SDK handler per tenant, served to Node `(req, res)`. */
export interface McpEndpoint {
  /** The Node handler of `/mcp/{company}`, made on the first request for a (known) company. */
  handlerFor(company: string): NodeMcpRequestHandler;
  /** Ends every open exchange and `subscriptions/listen` stream; stops following catalogs. */
  close(): Promise<void>;
}

interface CompanyHandler {
  mcp: McpHttpHandler;
  node: NodeMcpRequestHandler;
  unsubscribe(): void;
}

/**
 * Serves each tenant's exposed tools as an MCP server with the official SDK's modern HTTP entry
 * (`createMcpHandler`, revision 2026-07-28, stateless), 2025-era clients served statelessly by the
 * same entry (GET and DELETE get its 405). A change of the tenant's catalog is published as
 * `notifications/tools/list_changed` to the clients following `subscriptions/listen`.
 * Callers must check the company exists first: a handler is kept per company for the process.
 */
export function createMcpEndpoint(options: McpEndpointOptions): McpEndpoint {
  const { gateway, logger } = options;
  const serverInfo = options.serverInfo ?? { name: 'asixto-gateway', version: '0.1.0' };
  const handlers = new Map<string, CompanyHandler>();
  let closed = false;

  function create(company: string): CompanyHandler {
    const mcp = createMcpHandler(
      (ctx) => createCompanyMcpServer({ company, gateway, lang: options.lang, serverInfo }, ctx),
      {
        legacy: 'stateless',
        responseMode: 'auto',
        maxRequestBodySize: options.maxRequestBodySize,
        onerror: (error) => logger.debug({ company, err: error.message }, 'mcp endpoint reported an error'),
      },
    );
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
      if (!handler) handlers.set(company, (handler = create(company)));
      return handler.node;
    },
    async close() {
      if (closed) return;
      closed = true;
      const all = [...handlers.values()];
      handlers.clear();
      for (const h of all) h.unsubscribe();
      await Promise.allSettled(all.map((h) => h.mcp.close()));
    },
  };
}
