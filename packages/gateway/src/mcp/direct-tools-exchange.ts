import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROTOCOL_VERSION } from '@asixto/contract';
import {
  classifyInboundRequest,
  isJsonContentType,
  isSpecType,
  SERVER_INFO_META_KEY,
} from '@modelcontextprotocol/server';
import type { CompanyMcpAnswers, McpRequestSource } from './company-mcp-server.js';
import { servePrecomputed } from './company-mcp-server.js';
import type { NodeMcpHandler, NodeMcpRequest } from './node-mcp-adapter.js';
import type { McpCallResult } from './mcp-call-result.js';
import type { McpToolList } from './mcp-tool-list.js';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A request this exchange serves: everything the SDK checks before its handler runs passed. */
interface Target {
  id: string | number;
  method: 'tools/list' | 'tools/call';
  params: Plain;
}

/** RFC 9110 optional whitespace around a header value, as the SDK strips it. */
const stripOws = (value: string): string => value.replace(/^[ \t]+|[ \t]+$/g, '');

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the SDK would dispatch this request, unchanged, to one of the endpoint's two handlers:
 * a POST of one modern `tools/list` or `tools/call` with a valid envelope (the SDK's own
 * classifier), consistent standard headers and params of the spec's shape. Any doubt answers
 * `undefined`, and the SDK serves the request as it always did (with its own refusals).
 */
function targetOf(req: IncomingMessage, body: unknown): Target | undefined {
  if (req.method !== 'POST' || !isPlain(body)) return undefined;
  const method = body['method'];
  if (method !== 'tools/list' && method !== 'tools/call') return undefined;
  const id = body['id'];
  const params = body['params'];
  if ((typeof id !== 'string' && typeof id !== 'number') || !isPlain(params)) return undefined;
  if (!isJsonContentType(header(req, 'content-type'))) return undefined;
  const protocolVersionHeader = header(req, 'mcp-protocol-version');
  const mcpMethodHeader = header(req, 'mcp-method');
  const mcpNameHeader = header(req, 'mcp-name');
  if (protocolVersionHeader === undefined || mcpMethodHeader === undefined) return undefined;
  if (stripOws(mcpMethodHeader) !== method) return undefined;
  if (method === 'tools/call') {
    // The SDK's header rung decodes a `=?base64?…?=` name; such a request is left to it.
    if (mcpNameHeader === undefined || stripOws(mcpNameHeader) !== params['name']) return undefined;
    if (params['arguments'] !== undefined && !isPlain(params['arguments'])) return undefined;
  } else if (mcpNameHeader !== undefined || params['cursor'] !== undefined) {
    return undefined;
  }
  const route = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader,
    mcpMethodHeader,
    ...(mcpNameHeader !== undefined ? { mcpNameHeader } : {}),
    body,
  });
  if (route.kind !== 'modern' || route.messageKind !== 'request') return undefined;
  if (route.classification.revision !== PROTOCOL_VERSION) return undefined;
  const wellFormed =
    method === 'tools/call' ? isSpecType.CallToolRequest(body) : isSpecType.ListToolsRequest(body);
  return wellFormed ? { id, method, params } : undefined;
}

/**
 * `tools/list` and `tools/call` of `/mcp/{company}` served without the SDK's per-request machinery:
 * for every request its entry builds a web `Request`, a `Server`, a transport, abort signals, a
 * connection-closed error and a web `Response`, and validates the message with zod several times,
 * which made an MCP call cost 1.7–2.1× the CPU of the same call through `/v1/call`. This exchange
 * checks what the SDK checks before its handler runs (with the SDK's own classifier and spec
 * schemas), calls the same {@link CompanyMcpAnswers} as the SDK's handlers, and writes the answer the
 * SDK writes (the result stamped with `resultType` and `serverInfo`). A request it has any doubt
 * about goes to the SDK untouched; a refusal (a bad context, a closed gateway) goes to the SDK with
 * the answer already computed, so the SDK encodes the error and the runtime runs once. Figures in
 * bench/README.md (`bench/mcp-ab.ts`); `test/mcp-direct-exchange.test.ts` holds both paths to the
 * same answers.
 */
export function directToolsExchange(
  answers: CompanyMcpAnswers,
  serverInfo: { name: string; version: string },
  sdk: NodeMcpHandler,
) {
  const stamp = { [SERVER_INFO_META_KEY]: { ...serverInfo } };

  /** The answer as the SDK sends it: stamped, in the spec schema's key order (`_meta` first). */
  function wireResult(method: Target['method'], answer: McpToolList | McpCallResult): Plain {
    if (method === 'tools/list') return { ...answer, resultType: 'complete', _meta: stamp };
    const { _meta, content, structuredContent, isError } = answer as McpCallResult;
    return {
      _meta: { ..._meta, ...stamp },
      content,
      ...(structuredContent !== undefined && { structuredContent }),
      ...(isError !== undefined && { isError }),
      resultType: 'complete',
    };
  }

  async function serve(req: NodeMcpRequest, res: ServerResponse, body: unknown, target: Target) {
    const toSdk = (ready: () => Promise<unknown>) => servePrecomputed(ready, () => sdk(req, res, body));
    const source: McpRequestSource = {
      meta: isPlain(target.params['_meta']) ? target.params['_meta'] : undefined,
      url: req.url,
      authInfo: req.auth,
    };
    let answer: McpToolList | McpCallResult;
    try {
      answer =
        target.method === 'tools/list'
          ? await answers.listTools(source)
          : await answers.callTool(
              target.params['name'] as string,
              (target.params['arguments'] as Plain | undefined) ?? {},
              source,
            );
    } catch (error) {
      return toSdk(() => Promise.reject(error));
    }
    let text: string;
    try {
      text = JSON.stringify({ result: wireResult(target.method, answer), jsonrpc: '2.0', id: target.id });
    } catch {
      // Not serialisable (never expected: the answers are JSON): the SDK encodes it its own way.
      return toSdk(() => Promise.resolve(answer));
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  /** Serves the request and returns its promise, or `undefined` when the SDK must serve it. */
  return function serveDirect(
    req: NodeMcpRequest,
    res: ServerResponse,
    body: unknown,
  ): Promise<void> | undefined {
    const target = targetOf(req, body);
    return target ? serve(req, res, body, target) : undefined;
  };
}
