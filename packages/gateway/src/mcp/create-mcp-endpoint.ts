import type { Lang } from '@asixto/contract';
import { renderMessage } from '@asixto/contract';
import type { NodeMcpHandler } from './node-mcp-adapter.js';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { McpHttpHandler } from '@modelcontextprotocol/server';
import type { GatewayLogger } from '../logger.js';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import { companyMcpAnswers, companyMcpServerFactory } from './company-mcp-server.js';
import { directToolsExchange } from './direct-tools-exchange.js';
import type { McpGateway } from './company-mcp-server.js';
import { mcpContextLang } from './mcp-context.js';
import { nodeMcpAdapter } from './node-mcp-adapter.js';
import { createListenStreamGuard, DEFAULT_LISTEN_LIMITS, LISTEN_LIMIT_CODE } from './listen-stream-guard.js';
import type {
  ListenRefusal,
  ListenStreamEvents,
  ListenStreamLimits,
  RefusalAnswer,
} from './listen-stream-guard.js';

export interface McpEndpointOptions {
  gateway: McpGateway;
  logger: GatewayLogger;
  /** Default language of the endpoint's own error messages (the context's `lang` overrides it). */
  lang: Lang;
  /** The SDK's own body bound; the HTTP route has already applied the service's. */
  maxRequestBodySize: number;
  serverInfo?: { name: string; version: string };
  /** Bounds on `subscriptions/listen` streams (default: the service's defaults). */
  listenStreams?: ListenStreamLimits;
  /** Told of each stream opened, refused and ended (metrics). */
  listenEvents?: ListenStreamEvents;
}

/** The MCP face of the gateway: one SDK handler per tenant, served to Node `(req, res)`. */
export interface McpEndpoint {
  /** The Node handler of `/mcp/{company}`, made on the first request for a (known) company. */
  handlerFor(company: string): NodeMcpHandler;
  /** Ends every open exchange and `subscriptions/listen` stream; stops following catalogs. */
  close(): Promise<void>;
}

interface CompanyHandler {
  mcp: McpHttpHandler;
  node: NodeMcpHandler;
  unsubscribe(): void;
}

/**
 * Serves each tenant's exposed tools as an MCP server with the official SDK's modern HTTP entry
 * (`createMcpHandler`, revision 2026-07-28, stateless), 2025-era clients served statelessly by the
 * same entry (GET and DELETE get its 405). A change of the tenant's catalog is published as
 * `notifications/tools/list_changed` to the clients following `subscriptions/listen`. The two
 * methods of every turn, `tools/list` and `tools/call`, take the direct exchange when the SDK would
 * serve them unchanged (see `directToolsExchange`).
 * Callers must check the company exists first: a handler is kept per company for the process.
 */
export function createMcpEndpoint(options: McpEndpointOptions): McpEndpoint {
  const { gateway, logger } = options;
  const serverInfo = options.serverInfo ?? { name: 'asixto-gateway', version: '0.1.0' };
  const handlers = new Map<string, CompanyHandler>();
  let closed = false;
  const listenLimits = options.listenStreams ?? DEFAULT_LISTEN_LIMITS;

  /** A refused listen: a JSON-RPC error in the client's language, and the connection closed. */
  function refuse({ company, id, scope, limit, body, url }: ListenRefusal): RefusalAnswer {
    const params = (body as { params?: { _meta?: Record<string, unknown> } }).params;
    const meta = typeof params?._meta === 'object' && params._meta !== null ? params._meta : undefined;
    const query = new URL(url, 'http://gateway').searchParams;
    const lang = mcpContextLang({ meta, query }) ?? options.lang;
    const where = scope === 'company' ? 'mcpListenScopeCompany' : 'mcpListenScopeInstance';
    const message = renderMessage(SERVICE_MESSAGES, 'mcpListenLimit', lang, {
      limit,
      scope: renderMessage(SERVICE_MESSAGES, where, lang, { company }),
    });
    const error = { code: LISTEN_LIMIT_CODE, message, data: { reason: 'listen_limit', scope, limit } };
    return {
      status: 200,
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ jsonrpc: '2.0', id, error }),
    };
  }
  const listen = createListenStreamGuard(listenLimits, refuse, options.listenEvents);

  function create(company: string): CompanyHandler {
    const companyOptions = { company, gateway, lang: options.lang, serverInfo };
    const answers = companyMcpAnswers(companyOptions);
    const mcp = createMcpHandler(companyMcpServerFactory(companyOptions, answers), {
      legacy: 'stateless',
      responseMode: 'auto',
      maxRequestBodySize: options.maxRequestBodySize,
      // The SDK's own cap, behind the guard's (which counts first and answers in our words).
      maxSubscriptions: Math.max(1, listenLimits.maxStreamsPerCompany),
      onerror: (error) => logger.debug({ company, err: error.message }, 'mcp endpoint reported an error'),
    });
    const adapter = nodeMcpAdapter(listen.fetch(company, mcp.fetch), {
      onerror: (error) => logger.error({ company, err: error.message }, 'mcp endpoint adapter failed'),
    });
    const direct = directToolsExchange(answers, serverInfo, adapter);
    const serve: NodeMcpHandler = (req, res, body) => direct(req, res, body) ?? adapter(req, res, body);
    const unsubscribe = gateway.onCatalogChange(company, (event) => {
      logger.debug(event, 'mcp endpoint: tools/list_changed published');
      mcp.notify.toolsChanged();
    });
    return { mcp, node: listen.node(company, serve), unsubscribe };
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
