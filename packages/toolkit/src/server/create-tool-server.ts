import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCatalog, DEFAULT_LANG, isBlocking, isWarning } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../define/define-tool.js';
import { ContractViolationError, ToolkitConfigError } from '../errors.js';
import type { IdempotencyStore } from '../idempotency/idempotency-store.js';
import { bearerCheck } from './auth.js';
import type { ToolServerAuth } from './auth.js';
import { oauthResource } from './oauth-resource.js';
import { defaultLogger } from './logger.js';
import type { ToolkitLogger } from './logger.js';
import { deferredInputSchema, publishedSchema } from './published-schema.js';
import { readJsonBody } from './read-json-body.js';
import { runTool } from './run-tool.js';
import { toolCallFastPath } from './tool-call-fast-path.js';

export interface ToolServerOptions {
  name: string;
  version: string;
  /** Listed in this order, always (a stable order keeps the model's cache warm). */
  tools: readonly ToolDefinition[];
  /** Required: tokens, a verifier, or `'none'` said explicitly. */
  auth: ToolServerAuth;
  /** Required when any tool writes (`readOnlyHint: false`). */
  idempotency?: IdempotencyStore;
  logger?: ToolkitLogger;
  /** Request body limit in bytes (default 1 MiB). */
  maxRequestBodySize?: number;
  /** Used when a call does not carry `com.asixto/currency` / `com.asixto/timezone`. */
  defaults?: { currency?: string; timezone?: string };
  /** Language of the toolkit's own user messages (default Spanish). */
  lang?: Lang;
  /** Optional `instructions` of `server/discover`. */
  instructions?: string;
  /** How long a concurrent duplicate of a write waits for the first (default 10 s). */
  idempotencyWaitMs?: number;
}

export interface ToolServer {
  /** The Node HTTP server (not listening until `listen`). */
  readonly server: Server;
  /** The whole HTTP surface as a Node handler, to mount in Express/Fastify/`http` yourself. */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Starts listening (defaults: port 0 = OS-chosen, host 127.0.0.1); resolves with the MCP URL. */
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  /** Stops accepting, ends in-flight MCP exchanges, closes the HTTP server and the store. */
  close(): Promise<void>;
  /** Publishes `notifications/tools/list_changed` to every open `subscriptions/listen` stream. */
  notifyToolsChanged(): void;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * A complete, contract-compliant MCP tool server over HTTP: `POST /mcp` (the modern 2026-07-28 entry
 * with `server/discover`; 2025-era traffic served statelessly), `GET /health` (no auth), bearer
 * authentication with `401` + `WWW-Authenticate: Bearer` (with `auth: { oauth }`, JWT access tokens
 * and the RFC 9728 metadata at `/.well-known/oauth-protected-resource`), a request body limit, stable tool order,
 * idempotency on writes, page-06 errors and voice shaping.
 *
 * @example
 * const server = createToolServer({ name: 'acme', version: '1.0.0', tools: [consultarCliente],
 *   auth: { tokens: [process.env.TOKEN!] } });
 * const { url } = await server.listen(3001, '0.0.0.0');
 */
export function createToolServer(options: ToolServerOptions): ToolServer {
  const logger = options.logger ?? defaultLogger(options.name);
  const oauth =
    typeof options.auth === 'object' && 'oauth' in options.auth
      ? oauthResource(options.auth.oauth)
      : undefined;
  const checkAuth = oauth?.check ?? bearerCheck(options.auth);
  if (options.auth === 'none') {
    logger.warn(
      "AUTH DISABLED (auth: 'none'): anyone who reaches this server can call every tool. Development only; the Asixto gateway requires a bearer token.",
    );
  }
  const catalog = checkCatalog(
    options.tools.map((t) => t.listed),
    options.tools.map((t) => t.listed),
    { lang: options.lang ?? DEFAULT_LANG },
  );
  const blockingCatalog = catalog.filter(isBlocking);
  if (blockingCatalog.length > 0)
    throw new ContractViolationError(`catalog of ${options.name}`, blockingCatalog);
  for (const w of catalog.filter(isWarning)) logger.warn({ rule: w.rule, level: w.level }, w.message);
  // Duplicate names were refused just above (catalog-unique-names blocks).
  for (const tool of options.tools) {
    for (const w of tool.warnings) logger.warn({ tool: tool.name, rule: w.rule, level: w.level }, w.message);
  }
  const store = options.idempotency;
  if (!store && options.tools.some((t) => t.writes)) {
    throw new ToolkitConfigError(
      'createToolServer: tools with readOnlyHint false need an idempotency store (guarantee 1, page 05): pass idempotency: sqliteIdempotencyStore(path)',
    );
  }
  const lang = options.lang ?? DEFAULT_LANG;
  const maxRequestBodySize = options.maxRequestBodySize ?? 1024 * 1024;
  const deps = {
    store,
    logger,
    lang,
    defaults: {
      currency: options.defaults?.currency ?? 'COP',
      timezone: options.defaults?.timezone ?? 'America/Bogota',
      requestId: () => `req_${randomUUID()}`,
    },
    idempotencyWaitMs: options.idempotencyWaitMs,
  };
  // Everything the per-request McpServer registers is built once here: the SDK needs a fresh server
  // per request, not fresh schemas, and converting zod to JSON Schema per request was the largest
  // per-request cost of a toolkit server (bench/tool-server.ts).
  const registrations = options.tools.map((tool) => ({
    tool,
    config: {
      title: tool.spec.title,
      description: tool.spec.description,
      inputSchema: deferredInputSchema(tool.spec.input),
      outputSchema: publishedSchema(tool.spec.output),
      annotations: tool.listed.annotations,
      _meta: tool.listed._meta,
    },
    run: runTool(tool, deps),
  }));

  // The modern HTTP entry. `createMcpHandler` installs `server/discover` (and serves 2025-era
  // traffic statelessly); a transport mounted by hand answers -32601 to `server/discover`, which
  // fails certification (contract page 02). A fresh McpServer per request, as the SDK requires.
  const mcp = createMcpHandler(
    () => {
      const server = new McpServer(
        { name: options.name, version: options.version },
        {
          capabilities: { tools: { listChanged: true } },
          ...(options.instructions ? { instructions: options.instructions } : {}),
        },
      );
      // The SDK types the callback's result as its CallToolResult; ours is a subset of it.
      for (const { tool, config, run } of registrations)
        server.registerTool(tool.name, config, run.sdk as never);
      return server;
    },
    {
      legacy: 'stateless',
      responseMode: 'auto',
      maxRequestBodySize,
      onerror: (error) => logger.debug({ err: error }, 'mcp entry reported an error'),
    },
  );
  const mcpNode = toNodeHandler(mcp, {
    maxRequestBodySize,
    onerror: (error) => logger.error({ err: error }, 'mcp adapter failed'),
  });
  let closed = false;
  const realm = options.name.replace(/["\\]/g, '');

  // The body is read here, from the Node stream, and handed over parsed: the adapter then skips its
  // web-stream read and the handler its clone-and-read. A body the SDK must judge itself (over the
  // limit, not JSON, a failed stream) is replayed to it byte for byte; other methods go untouched.
  const serveMcp = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST' || Number(req.headers['content-length']) > maxRequestBodySize)
      return mcpNode(req, res);
    const body = await readJsonBody(req, maxRequestBodySize);
    if (body.kind !== 'json') return mcpNode(body.request, res);
    // A closed server lets the SDK give its answer (it refuses new exchanges).
    return (!closed && fastToolCall(req, res, body.value)) || mcpNode(req, res, body.value);
  };
  const fastToolCall = toolCallFastPath({
    tools: registrations.map(({ tool, run }) => ({ tool, call: run.call })),
    serverInfo: { name: options.name, version: options.version },
    sdk: (req, res, body) => mcpNode(req, res, body),
  });

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'method_not_allowed' }, { allow: 'GET' });
      return sendJson(res, 200, {
        status: 'ok',
        name: options.name,
        version: options.version,
        tools: registrations.length,
      });
    }
    if (oauth !== undefined && oauth.metadataPaths.includes(path ?? '')) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'method_not_allowed' }, { allow: 'GET' });
      return sendJson(res, 200, oauth.metadata(), { 'cache-control': 'max-age=300' });
    }
    if (path !== '/mcp') return sendJson(res, 404, { error: 'not_found' });
    checkAuth(req.headers.authorization)
      .then(
        (verdict) => {
          if (verdict !== 'ok') {
            const challenge =
              oauth !== undefined
                ? oauth.challenge(verdict)
                : verdict === 'invalid'
                  ? `Bearer realm="${realm}", error="invalid_token"`
                  : `Bearer realm="${realm}"`;
            return sendJson(
              res,
              401,
              { error: verdict === 'invalid' ? 'invalid_token' : 'unauthorized' },
              { 'www-authenticate': challenge },
            );
          }
          return serveMcp(req, res);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'auth verifier threw');
          if (!res.headersSent) sendJson(res, 500, { error: 'auth_failed' });
        },
      )
      .catch((error: unknown) => logger.error({ err: error }, 'request failed'));
  };

  const server = createServer(handler);
  return {
    server,
    handler,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
          const url = `http://${shownHost}:${address.port}/mcp`;
          oauth?.setResource(url);
          logger.info({ url, tools: registrations.map((r) => r.tool.name) }, 'tool server listening');
          resolve({ url, port: address.port });
        });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await mcp.close();
      if (server.listening) {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
        });
      }
      await store?.close();
    },
    notifyToolsChanged() {
      mcp.notify.toolsChanged();
    },
  };
}
