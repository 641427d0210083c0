import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '@asixto/contract';
import { renderMessage } from '@asixto/contract';
import { ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';
import type {
  CallToolRequest,
  ListToolsRequest,
  McpRequestContext,
  ServerContext,
} from '@modelcontextprotocol/server';
import type { Gateway } from '../gateway.js';
import { isGatewayError } from '../errors.js';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import type { ServiceMessageId } from '../messages/service-messages.js';
import { toMcpCallResult } from './mcp-call-result.js';
import type { McpCallResult } from './mcp-call-result.js';
import { contextProblem, MCP_CONTEXT_FIELDS, mcpContextLang, readMcpContext } from './mcp-context.js';
import type { McpContextField, McpContextProblem, McpContextReason } from './mcp-context.js';
import { toMcpToolList } from './mcp-tool-list.js';
import type { McpToolList } from './mcp-tool-list.js';

/** What the MCP endpoint drives: the same runtime methods as `/v1/catalog` and `/v1/call`. */
export type McpGateway = Pick<Gateway, 'catalogFor' | 'callTool' | 'onCatalogChange'>;

/** What the HTTP route hands to each request through the SDK's pass-through `authInfo.extra`. */
export interface McpRequestExtra {
  requestId: string;
  traceparent?: string;
}

export interface CompanyMcpServerOptions {
  company: string;
  gateway: McpGateway;
  /** Default language of the endpoint's own error messages. */
  lang: Lang;
  serverInfo: { name: string; version: string };
}

/** What the route passed through `authInfo.extra`, as the handler context carries it. */
function readExtra(authInfo: { extra?: Record<string, unknown> } | undefined): McpRequestExtra {
  const extra = authInfo?.extra ?? {};
  const requestId = typeof extra.requestId === 'string' ? extra.requestId : '';
  const traceparent = typeof extra.traceparent === 'string' ? extra.traceparent : undefined;
  return { requestId, ...(traceparent !== undefined ? { traceparent } : {}) };
}

const NO_QUERY = new URLSearchParams();

const REASON_MESSAGES = {
  required: 'mcpContextRequired',
  not_string: 'mcpContextNotString',
  not_string_or_null: 'mcpContextNotStringOrNull',
  other_company: 'mcpContextOtherCompany',
  invalid: 'mcpContextInvalid',
} as const satisfies Record<McpContextReason, ServiceMessageId>;

function invalidParams(problem: McpContextProblem, lang: Lang, company: string): ProtocolError {
  const text = renderMessage(SERVICE_MESSAGES, REASON_MESSAGES[problem.reason], lang, {
    key: problem.key,
    param: problem.param,
    company,
    detail: problem.detail ?? '',
  });
  return new ProtocolError(ProtocolErrorCode.InvalidParams, text, {
    field: problem.field,
    key: problem.key,
    param: problem.param,
  });
}

/** The runtime's refusal of a context (or its closing), as a JSON-RPC error; anything else rethrows. */
function toProtocolError(error: unknown, lang: Lang, company: string): unknown {
  if (!isGatewayError(error)) return error;
  if (error.code === 'GATEWAY_INVALID_CONTEXT' || error.code === 'GATEWAY_UNKNOWN_COMPANY') {
    const raw = typeof error.data?.field === 'string' ? error.data.field : 'company';
    const field = (Object.hasOwn(MCP_CONTEXT_FIELDS, raw) ? raw : 'company') as McpContextField;
    const detail = error.message.replace(/^invalid context: /, '');
    return invalidParams(contextProblem(field, 'invalid', detail), lang, company);
  }
  if (error.code === 'GATEWAY_CLOSED') {
    const text = renderMessage(SERVICE_MESSAGES, 'mcpUnavailable', lang, { code: error.code });
    return new ProtocolError(ProtocolErrorCode.InternalError, text, { code: error.code });
  }
  return error;
}

/** Where a request's context comes from: its `_meta`, its URL's query string, the route's extra. */
export interface McpRequestSource {
  meta: Record<string, unknown> | undefined;
  /** The request URL, absolute or a path (only its query string is read). */
  url: string | undefined;
  authInfo: { extra?: Record<string, unknown> } | undefined;
}

/** The endpoint's two methods for one company, each one call into the runtime. */
export interface CompanyMcpAnswers {
  listTools(source: McpRequestSource): Promise<McpToolList>;
  callTool(name: string, args: Record<string, unknown>, source: McpRequestSource): Promise<McpCallResult>;
}

/**
 * `tools/list` is `catalogFor` and `tools/call` is `callTool`, for the context the request carries
 * (`_meta`, else the URL's query string); a refused context or runtime refusal is a `ProtocolError`
 * in the client's language. Shared by the SDK's handlers and the direct exchange.
 */
export function companyMcpAnswers(options: CompanyMcpServerOptions): CompanyMcpAnswers {
  const { company, gateway } = options;

  const contextOf = ({ meta, url, authInfo }: McpRequestSource) => {
    const query = url?.includes('?') ? new URL(url, 'http://gateway').searchParams : NO_QUERY;
    const lang = mcpContextLang({ meta, query }) ?? options.lang;
    const read = readMcpContext({ company, meta, query, ...readExtra(authInfo) });
    if (!read.ok) throw invalidParams(read.problem, lang, company);
    return { context: read.context, lang };
  };

  return {
    async listTools(source) {
      const { context, lang } = contextOf(source);
      try {
        return toMcpToolList(await gateway.catalogFor(context));
      } catch (error) {
        throw toProtocolError(error, lang, company);
      }
    },
    async callTool(name, args, source) {
      const { context, lang } = contextOf(source);
      try {
        return toMcpCallResult(await gateway.callTool(context, name, args));
      } catch (error) {
        throw toProtocolError(error, lang, company);
      }
    },
  };
}

/** Answers computed before a request was handed to the SDK, served as they are. */
const precomputed = new AsyncLocalStorage<() => Promise<unknown>>();

/**
 * Runs `work` (an SDK dispatch of a request whose answer the direct exchange already has) so that
 * the handler answers `answer()` (that result, or that throw) instead of calling the runtime again:
 * the SDK then encodes it exactly as if it had computed it, and the tool runs once.
 */
export function servePrecomputed<T>(answer: () => Promise<unknown>, work: () => T): T {
  return precomputed.run(answer, work);
}

/**
 * The factory of the MCP servers that answer `/mcp/{company}` through the SDK, one per HTTP request
 * (the SDK wants a fresh instance per exchange). Each declares `tools` with `listChanged` and
 * serves {@link companyMcpAnswers}. The low-level `Server` is used because the list depends on each
 * request's context: `McpServer` registers fixed tools. The handlers are built once per company
 * and a request only pays for the `Server` itself.
 */
export function companyMcpServerFactory(
  options: CompanyMcpServerOptions,
  answers: CompanyMcpAnswers = companyMcpAnswers(options),
): (ctx: McpRequestContext) => Server {
  const sourceOf = (meta: Record<string, unknown> | undefined, ctx: ServerContext): McpRequestSource => ({
    meta,
    url: ctx.http?.req?.url,
    authInfo: ctx.http?.authInfo,
  });

  const listTools = async function listTools(request: ListToolsRequest, ctx: ServerContext) {
    const ready = precomputed.getStore();
    if (ready) return (await ready()) as McpToolList;
    return answers.listTools(sourceOf(ctx.mcpReq._meta ?? request.params?._meta, ctx));
  };

  const callTool = async function callTool(request: CallToolRequest, ctx: ServerContext) {
    const ready = precomputed.getStore();
    if (ready) return (await ready()) as McpCallResult;
    const source = sourceOf(ctx.mcpReq._meta ?? request.params._meta, ctx);
    return answers.callTool(request.params.name, request.params.arguments ?? {}, source);
  };

  const info = options.serverInfo;
  const serverOptions = { capabilities: { tools: { listChanged: true } } };
  return function companyMcpServer() {
    // Deprecated in the SDK only as a steer towards McpServer, whose tools are fixed (see above).
    const server = new Server(info, serverOptions);
    server.setRequestHandler('tools/list', listTools);
    server.setRequestHandler('tools/call', callTool);
    return server;
  };
}
