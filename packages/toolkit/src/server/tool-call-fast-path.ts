import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  classifyInboundRequest,
  isJsonContentType,
  isSpecType,
  SERVER_INFO_META_KEY,
} from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../define/define-tool.js';
import type { ToolResult } from '../results/tool-result.js';
import { servePrecomputed } from './run-tool.js';
import type { ToolCall } from './run-tool.js';

/** The only revision this path serves; any other is the SDK's to answer. */
const SERVED_REVISION = '2026-07-28';

export interface FastTool {
  tool: ToolDefinition;
  call: (call: ToolCall) => Promise<ToolResult>;
}

export interface ToolCallFastPathOptions {
  tools: readonly FastTool[];
  /** What the SDK stamps as `io.modelcontextprotocol/serverInfo` on every result. */
  serverInfo: { name: string; version: string };
  /** Hands a request to the SDK's entry, its body already parsed. */
  sdk: (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<void>;
}

/** A request this path serves: everything the SDK's ladder would check before the tool ran passed. */
interface Target {
  id: string | number;
  tool: FastTool;
  args: unknown;
  meta: unknown;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** RFC 9110 optional whitespace around a header value, as the SDK strips it. */
const stripOws = (value: string): string => value.replace(/^[ \t]+|[ \t]+$/g, '');

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the SDK would dispatch this request, unchanged, to the tool's callback: a modern
 * `tools/call` with a valid envelope, consistent standard headers and a well-formed request. Any
 * doubt answers `undefined`, and the SDK serves the request as it always did.
 */
function targetOf(
  req: IncomingMessage,
  body: unknown,
  tools: ReadonlyMap<string, FastTool>,
): Target | undefined {
  if (!isPlain(body) || body['method'] !== 'tools/call') return undefined;
  const params = body['params'];
  const id = body['id'];
  if (!isPlain(params) || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  const name = params['name'];
  const tool = typeof name === 'string' ? tools.get(name) : undefined;
  if (!tool || (params['arguments'] !== undefined && !isPlain(params['arguments']))) return undefined;
  if (!isJsonContentType(header(req, 'content-type'))) return undefined;
  const protocolVersionHeader = header(req, 'mcp-protocol-version');
  const mcpMethodHeader = header(req, 'mcp-method');
  const mcpNameHeader = header(req, 'mcp-name');
  if (protocolVersionHeader === undefined || mcpMethodHeader === undefined || mcpNameHeader === undefined)
    return undefined;
  // The SDK's header rung decodes a `=?base64?…?=` name; such a request is left to it.
  if (stripOws(mcpMethodHeader) !== 'tools/call' || stripOws(mcpNameHeader) !== name) return undefined;
  const route = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader,
    mcpMethodHeader,
    mcpNameHeader,
    body,
  });
  if (route.kind !== 'modern' || route.messageKind !== 'request') return undefined;
  if (route.classification.revision !== SERVED_REVISION) return undefined;
  if (!isSpecType.CallToolRequest(body)) return undefined;
  return { id, tool, args: params['arguments'], meta: params['_meta'] };
}

/**
 * Whether the SDK would send `result` as it is (plus `resultType` and `serverInfo`): the shape the
 * toolkit's results have, and, on success, structured content its output schema accepts (the SDK
 * answers an invalid one with its own error, so that case is left to the SDK).
 */
function encodable(result: unknown, tool: ToolDefinition): result is ToolResult {
  if (!isPlain(result)) return false;
  for (const key of Object.keys(result))
    if (key !== 'content' && key !== 'structuredContent' && key !== 'isError') return false;
  const { content, structuredContent, isError } = result;
  if (isError !== undefined && typeof isError !== 'boolean') return false;
  if (!Array.isArray(content)) return false;
  for (const block of content) {
    if (!isPlain(block) || block['type'] !== 'text' || typeof block['text'] !== 'string') return false;
    if (Object.keys(block).length !== 2) return false;
  }
  if (structuredContent !== undefined && !isPlain(structuredContent)) return false;
  if (isError === true) return true;
  if (structuredContent === undefined) return false;
  const verdict = tool.spec.output['~standard'].validate(structuredContent);
  return !(verdict instanceof Promise) && !verdict.issues?.length;
}

/**
 * The result as the SDK sends it: validated against the spec's `CallToolResult`, whose parse lists
 * the known keys in the schema's order, then stamped with `resultType` and `serverInfo`.
 */
function wireResult(result: ToolResult, meta: Record<string, unknown>): Record<string, unknown> {
  return {
    content: result.content.map(({ text }) => ({ type: 'text', text })),
    ...(result.structuredContent !== undefined && { structuredContent: result.structuredContent }),
    ...(result.isError !== undefined && { isError: result.isError }),
    resultType: 'complete',
    _meta: meta,
  };
}

/**
 * The toolkit's own path for a modern `tools/call`: the SDK's entry builds a web `Request`, a fresh
 * McpServer, a transport and a web `Response` for every call, several times the cost of the tool
 * itself. This path checks what the SDK's ladder checks before a tool runs (with the SDK's own
 * classifier), runs the tool through the same `runTool` as the SDK callback, and writes the answer
 * the SDK would write. A request it has any doubt about goes to the SDK untouched; a result the
 * SDK must encode itself (a handler's unusual shape, an output-schema failure, a throw) goes to
 * the SDK with the result already computed, so the handler runs once either way. `wire-conformance
 * .test.ts` holds both paths to the same answers.
 */
export function toolCallFastPath(options: ToolCallFastPathOptions) {
  const tools = new Map<string, FastTool>();
  for (const t of options.tools) {
    // The SDK validates `x-mcp-header` parameters against request headers: left to it.
    if (t.tool.spec.sdkContext || JSON.stringify(t.tool.listed.inputSchema).includes('x-mcp-header'))
      continue;
    tools.set(t.tool.name, t);
  }
  const resultMeta = { [SERVER_INFO_META_KEY]: { ...options.serverInfo } };

  async function serve(req: IncomingMessage, res: ServerResponse, body: unknown, target: Target) {
    let controller: AbortController | undefined;
    const call: ToolCall = {
      args: target.args,
      meta: target.meta,
      // Created on first use only: most read tools never look at it.
      get signal() {
        if (!controller) {
          const c = (controller = new AbortController());
          if (res.destroyed) c.abort();
          else res.once('close', () => !res.writableFinished && c.abort());
        }
        return controller.signal;
      },
    };
    let result: ToolResult;
    try {
      result = await target.tool.call(call);
    } catch (error) {
      return servePrecomputed(
        () => Promise.reject(error),
        () => options.sdk(req, res, body),
      );
    }
    let text: string | undefined;
    if (encodable(result, target.tool.tool)) {
      try {
        text = JSON.stringify({ result: wireResult(result, resultMeta), jsonrpc: '2.0', id: target.id });
      } catch {
        // Not serialisable (a BigInt, a cycle): the SDK gives its own answer to that.
        text = undefined;
      }
    }
    if (text === undefined) {
      const ready = result;
      return servePrecomputed(
        () => Promise.resolve(ready),
        () => options.sdk(req, res, body),
      );
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text);
  }

  /** Serves the request and returns its promise, or `undefined` when the SDK must serve it. */
  return function serveToolCall(
    req: IncomingMessage,
    res: ServerResponse,
    body: unknown,
  ): Promise<void> | undefined {
    const target = targetOf(req, body, tools);
    return target ? serve(req, res, body, target) : undefined;
  };
}
