// A small tenant server of our own (official SDK: McpServer + createMcpHandler + toNodeHandler on
// node:http) whose catalog a test can change at run time, to exercise pinning and refreshes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer, createMcpHandler, fromJsonSchema } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';

export interface TestToolDef {
  name: string;
  description: string;
  readOnly: boolean;
  capabilities: string[];
  verb?: string;
  /** Extra input property (to change a definition without renaming). */
  extraParam?: string;
}

export interface TestToolServer {
  url: string;
  tools: TestToolDef[];
  /** Publish `notifications/tools/list_changed` to open subscriptions. */
  notifyToolsChanged(): void;
  /** While true, every request is answered 503 (a server that is down behind its proxy). */
  down: boolean;
  /** Count of tools/call requests served, per tool. */
  calls: Map<string, number>;
  /** The `_meta` of every tools/call served, in order (the trace context the gateway sent). */
  metas: Record<string, unknown>[];
  /** When set, what a tool answers instead of its honest result (e.g. a server that starts leaking). */
  answer: ((tool: string) => CallToolResult | undefined) | undefined;
  close(): Promise<void>;
}

export function queryTool(name: string, patch: Partial<TestToolDef> = {}): TestToolDef {
  return {
    name,
    description: `Consulta el registro ${name} de un cliente identificado por su documento. No la uses para modificar datos.`,
    readOnly: true,
    capabilities: ['soporte'],
    verb: `consultar ${name.replaceAll('_', ' ')}`,
    ...patch,
  };
}

function inputSchema(def: TestToolDef): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    documento: {
      type: 'string',
      minLength: 5,
      maxLength: 20,
      description: 'Documento del cliente, por ejemplo CC1032456789.',
    },
  };
  if (def.extraParam) {
    properties[def.extraParam] = {
      type: ['string', 'null'],
      maxLength: 40,
      description: 'Dato adicional opcional.',
    };
  }
  return { type: 'object', additionalProperties: false, required: ['documento'], properties };
}

const outputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['encontrado', 'total'],
  properties: { encontrado: { type: 'boolean' }, total: { type: 'integer' } },
};

export async function startToolServer(
  tools: TestToolDef[],
  { token = 'tok-test-server-1' }: { token?: string } = {},
): Promise<TestToolServer> {
  const calls = new Map<string, number>();
  const metas: Record<string, unknown>[] = [];
  const state: { tools: TestToolDef[]; down: boolean; answer: TestToolServer['answer'] } = {
    tools,
    down: false,
    answer: undefined,
  };
  const handler = createMcpHandler(
    () => {
      const server = new McpServer(
        { name: 'gateway-test-server', version: '1.0.0' },
        { capabilities: { tools: { listChanged: true } } },
      );
      for (const def of state.tools) {
        server.registerTool(
          def.name,
          {
            title: def.name,
            description: def.description,
            inputSchema: fromJsonSchema(inputSchema(def)),
            outputSchema: fromJsonSchema(outputSchema),
            annotations: def.readOnly
              ? { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
              : { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
            _meta: {
              'com.asixto/capabilities': def.capabilities,
              ...(def.verb ? { 'com.asixto/verb': def.verb } : {}),
            },
          },
          (_args, ctx) => {
            calls.set(def.name, (calls.get(def.name) ?? 0) + 1);
            metas.push({ ...(ctx.mcpReq._meta ?? {}) });
            const answer = state.answer?.(def.name);
            if (answer) return answer;
            const result = { encontrado: false, total: 0 };
            return {
              content: [{ type: 'text', text: 'No encontré registros para ese documento.' }],
              structuredContent: result,
            };
          },
        );
      }
      return server;
    },
    { legacy: 'reject' },
  );
  const node = toNodeHandler(handler);
  const http = createServer((req, res) => {
    if (state.down) {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      res.end('down');
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="test"', 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_token' }));
      return;
    }
    void node(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    get tools() {
      return state.tools;
    },
    set tools(next) {
      state.tools = next;
    },
    get down() {
      return state.down;
    },
    get answer() {
      return state.answer;
    },
    set answer(value) {
      state.answer = value;
    },
    set down(value) {
      state.down = value;
    },
    notifyToolsChanged: () => handler.notify.toolsChanged(),
    calls,
    metas,
    async close() {
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
