// Test fixtures for the call pipeline: small real MCP servers (official SDK, loopback, port 0)
// whose tool definitions are raw JSON, so a test controls exactly what is listed and returned.
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { createMcpHandler, Server } from '@modelcontextprotocol/server';
import type { CallToolResult, McpHttpHandler, Tool } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { ToolDefinition } from '../src/catalog/tool-definition.js';
import { createCallPipeline } from '../src/call/index.js';
import type {
  CallPipeline,
  CallPipelineDeps,
  CallRequestContext,
  ResolveExposedTool,
} from '../src/call/index.js';
import { createSilentLogger } from '../src/logger.js';
import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
import { REJECTION_MESSAGE_IDS, type ExposureRejection } from '../src/exposure/decide-exposure.js';
import type { GatewayLogger } from '../src/logger.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { PROTOCOL_VERSION } from '@asixto/contract';
import { classifyFailure, createUpstream, guardedFetch, type Upstream } from '../src/upstream/index.js';
import type { UpstreamCallRequest, UpstreamCallSettled } from '../src/upstream/index.js';

export interface FixtureCall {
  name: string;
  arguments: Record<string, unknown>;
  meta: Record<string, unknown>;
  signal: AbortSignal;
}

export interface FixtureTool {
  definition: Tool;
  handler(call: FixtureCall): CallToolResult | Promise<CallToolResult> | Record<string, unknown>;
}

/** A raw HTTP answer for a `tools/call`, bypassing the SDK (invalid JSON and the like). */
export type RawInterceptor = (
  body: { id?: string | number; method?: string; params?: { name?: string } },
  res: ServerResponse,
) => boolean;

export interface FixtureServer {
  url: string;
  handler: McpHttpHandler;
  /** Requests seen, by JSON-RPC method. */
  methods: string[];
  /** HTTP headers of every `tools/call` request seen. */
  callHeaders: IncomingMessage['headers'][];
  setTools(tools: FixtureTool[]): void;
  /** Destroys every open connection (listen streams included), as a network drop would. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startFixtureServer(options: {
  tools: FixtureTool[];
  responseMode?: 'json' | 'sse' | 'auto';
  listChanged?: boolean;
  token?: string;
  intercept?: RawInterceptor;
}): Promise<FixtureServer> {
  let tools = options.tools;
  const methods: string[] = [];
  const callHeaders: IncomingMessage['headers'][] = [];
  const factory = (): Server => {
    const server = new Server(
      { name: 'fixture', version: '1.0.0' },
      { capabilities: { tools: { listChanged: options.listChanged ?? false } } },
    );
    server.setRequestHandler('tools/list', () => ({ tools: tools.map((t) => t.definition) }));
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const tool = tools.find((t) => t.definition.name === request.params.name);
      if (!tool) throw new Error(`unknown tool ${request.params.name}`);
      const context = ctx as unknown as { mcpReq: { _meta?: Record<string, unknown>; signal: AbortSignal } };
      const result = await tool.handler({
        name: request.params.name,
        arguments: (request.params.arguments ?? {}) as Record<string, unknown>,
        meta: context.mcpReq._meta ?? {},
        signal: context.mcpReq.signal,
      });
      // The fixture returns whatever the test asks for, hostile shapes included.
      return result as CallToolResult;
    });
    return server;
  };
  const handler = createMcpHandler(factory, {
    legacy: 'reject',
    responseMode: options.responseMode ?? 'json',
    keepAliveMs: 0,
  });
  const node = toNodeHandler(handler);
  const http: HttpServer = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="fixture"' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: { id?: string | number; method?: string; params?: { name?: string } } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        // Leave the body empty; the SDK answers the malformed request itself.
      }
      if (typeof body.method === 'string') methods.push(body.method);
      if (body.method === 'tools/call') callHeaders.push(req.headers);
      if (options.intercept?.(body, res)) return;
      void node(req, res, body);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    handler,
    methods,
    callHeaders,
    setTools(next) {
      tools = next;
    },
    dropConnections() {
      http.closeAllConnections();
    },
    async close() {
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * The conformance oracle: the official SDK client over the SDK's own Streamable HTTP transport, as
 * a tenant server's other clients would call it. Production code never takes this route; tests
 * hold the gateway's one call route to what it sends and how it settles each answer.
 */
export interface SdkOracle {
  listTools(): Promise<ToolDefinition[]>;
  /** One attempt, no retry: the SDK's answer, or its failure classified as the upstream classifies. */
  callTool(request: UpstreamCallRequest): Promise<UpstreamCallSettled>;
  close(): Promise<void>;
}

export function sdkOracle(url: string, token?: string): SdkOracle {
  const client = new Client(
    { name: 'asixto-gateway', version: '0.1.0' },
    {
      versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
      inputRequired: { autoFulfill: false },
      capabilities: {},
    },
  );
  // The gateway's guarded fetch as the network layer, so only the transport and client differ.
  const fetch = guardedFetch({ devMode: true });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch,
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  const connected = client.connect(transport);
  return {
    async listTools() {
      await connected;
      const { tools } = await client.listTools(undefined, { cacheMode: 'bypass' });
      return tools as unknown as ToolDefinition[];
    },
    async callTool(request) {
      await connected;
      // Without outputSchema: the SDK would check output itself, the pipeline does that here.
      const { outputSchema: _omit, ...definition } = request.tool ?? ({} as ToolDefinition);
      try {
        const result = await client.callTool(
          { name: request.name, arguments: request.arguments, _meta: request.meta },
          {
            timeout: request.deadlineMs,
            ...(request.tool ? { toolDefinition: definition as unknown as Tool } : {}),
          },
        );
        return { status: 'complete', result: result as CallToolResult, attempts: 1 };
      } catch (error) {
        const failure = classifyFailure(error);
        const message = (error as Error).message ?? String(error);
        switch (failure.kind) {
          case 'timeout':
            return { status: 'timeout', attempts: 1 };
          case 'protocol':
            return { status: 'protocol_error', code: failure.code, message, attempts: 1 };
          default:
            return { status: 'unavailable', code: failure.code, attempts: 1 };
        }
      }
    },
    async close() {
      await client.close();
      await fetch.close();
    },
  };
}

/**
 * The gateway's upstream (`lean`: its one route, the lean transport and direct calls) and the SDK
 * oracle (`sdk`) on one server.
 */
export function leanAndSdkUpstreams(server: FixtureServer, token: string) {
  const lean = createUpstream({
    company: 'acme',
    url: server.url,
    token,
    devMode: true,
    logger: recordingLogger(),
    serverId: 'lean',
  });
  const sdk = sdkOracle(server.url, token);
  return {
    lean,
    sdk,
    async close(): Promise<void> {
      await Promise.all([lean.close(), sdk.close()]);
    },
  };
}

/** A well-formed tool definition in the shape of contract page 02. */
export function toolDefinition(name: string, overrides: Partial<Tool> = {}): Tool {
  return {
    name,
    description: `Herramienta ${name} de prueba. No la uses para otra cosa.`,
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['documento'],
      properties: {
        documento: { type: 'string', maxLength: 20 },
        nota: { type: ['string', 'null'], maxLength: 100 },
      },
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    _meta: { 'com.asixto/capability': 'general', 'com.asixto/verb': `usar ${name}` },
    ...overrides,
  } as Tool;
}

/** A log sink that keeps every record, to assert what is (and is not) logged. */
export function recordingLogger(): GatewayLogger & { records: Record<string, unknown>[] } {
  const records: Record<string, unknown>[] = [];
  const make = (bindings: Record<string, unknown>): GatewayLogger => {
    const at =
      (level: string) =>
      (obj: object | string, msg?: string): void => {
        records.push(
          typeof obj === 'string' ? { ...bindings, level, msg: obj } : { ...bindings, ...obj, level, msg },
        );
      };
    return {
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (more) => make({ ...bindings, ...more }),
    };
  };
  return Object.assign(make({}), { records });
}

/**
 * A stand-in for the gateway's exposure resolver: every listed tool of one company's server is
 * exposed unless named in `deny`. Tests of the pipeline alone use it; the end-to-end tests go
 * through `createGateway`.
 */
export function staticResolver(options: {
  company: string;
  serverId: string;
  upstream: Pick<Upstream, 'callTool'>;
  tools: ToolDefinition[];
  deny?: Record<string, ExposureRejection>;
}): ResolveExposedTool {
  return (_context, company, toolName) => {
    if (company !== options.company) return { rejected: 'unknown_tool' };
    const denied = options.deny?.[toolName];
    if (denied) return { rejected: denied };
    const tool = options.tools.find((t) => t.name === toolName);
    if (!tool) return { rejected: 'unknown_tool' };
    return { tool, server: { id: options.serverId, company }, upstream: options.upstream };
  };
}

/** A valid call context for company `company`. */
export function callContext(
  company: string,
  overrides: Partial<CallRequestContext> = {},
): CallRequestContext {
  return {
    company,
    conversationId: 'cnv_test_1',
    channel: 'chat',
    scenario: 'general',
    agentLevel: 'admin',
    priceListId: 'pl_base',
    currency: 'COP',
    timezone: 'America/Bogota',
    requestId: `req_${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  };
}

/**
 * What a `rejected` outcome for `reason` looks like: the outcome carries no reason field (its fields
 * are fixed), so the reason is read from the text the model gets, one message per reason.
 */
export function rejectedFor(
  reason: ExposureRejection,
  prefixedName: string,
): { outcome: 'rejected'; text: string; attempts: 0 } {
  const text = renderMessage(GATEWAY_MESSAGES, REJECTION_MESSAGE_IDS[reason], 'es', { tool: prefixedName });
  return { outcome: 'rejected', text, attempts: 0 };
}

/** A loopback port nothing listens on (bound by the OS, then released). */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real upstream (official client, development mode) to `url` and a call pipeline over the tools
 * it lists, for company `acme`; exposure is the {@link staticResolver}. Close `upstream` after use.
 */
export async function fixturePipeline(
  url: string,
  serverId: string,
  deps: Pick<CallPipelineDeps, 'deadlines' | 'observer'> = {},
): Promise<{ upstream: Upstream; tools: ToolDefinition[]; callTool: CallPipeline }> {
  const logger = createSilentLogger();
  const upstream = createUpstream({ serverId, company: 'acme', url, devMode: true, logger });
  const tools = await upstream.listTools();
  const callTool = createCallPipeline({
    resolveExposedTool: staticResolver({ company: 'acme', serverId, upstream, tools }),
    logger,
    ...deps,
  });
  return { upstream, tools, callTool };
}
