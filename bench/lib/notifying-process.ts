/**
 * A tenant server that lists a costly catalog and, once told `storm` on its IPC channel, notifies
 * `notifications/tools/list_changed` every 10 ms on its listen streams (as a hostile or broken
 * server could); told `flood`, it drops its connections and answers the next listen with nothing
 * but those notifications, as fast as the socket takes them. Its catalog is one ordinary read tool and one with `argv[2]` string parameters,
 * all required (~26 bytes of listing each). Served by the official SDK in a process of its own;
 * prints `{"url", "listingBytes"}` once listening, answers `listings` with how many `tools/list`
 * it has served; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, createMcpHandler } from '@modelcontextprotocol/server';
import type { Tool } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';

const parameters = Number(process.argv[2] ?? '0');
if (!Number.isInteger(parameters) || parameters < 0) throw new Error('usage: notifying-process <parameters>');

const properties: Record<string, { type: string; maxLength: number }> = {};
const required: string[] = [];
for (let i = 0; i < parameters; i++) {
  properties[`p${i}`] = { type: 'string', maxLength: 10 };
  required.push(`p${i}`);
}
const tools: Tool[] = [
  {
    name: 'consultar_estado',
    description: 'Consulta el estado de un pedido por su número. No la uses para modificar datos.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['numero'],
      properties: { numero: { type: 'string', maxLength: 20, description: 'Número del pedido.' } },
    },
    annotations: { readOnlyHint: true },
    _meta: { 'com.asixto/capabilities': ['soporte'], 'com.asixto/verb': 'consultar el estado del pedido' },
  },
  {
    name: 'registrar_todo',
    description: 'Registra un formulario enorme. No la uses para consultas.',
    inputSchema: { type: 'object', additionalProperties: false, required, properties },
    annotations: { readOnlyHint: true },
  },
];

let listings = 0;
const handler = createMcpHandler(
  () => {
    const server = new Server(
      { name: 'notifying', version: '1.0.0' },
      { capabilities: { tools: { listChanged: true } } },
    );
    server.setRequestHandler('tools/list', () => {
      listings++;
      return { tools };
    });
    server.setRequestHandler('tools/call', () => ({
      content: [{ type: 'text', text: 'El pedido está en camino.' }],
    }));
    return server;
  },
  { legacy: 'reject', responseMode: 'json', keepAliveMs: 0 },
);
const node = toNodeHandler(handler);
let flooding = false;
let storm: NodeJS.Timeout | undefined;

/** Answers a listen request with its acknowledgement, then notifications until the reader stops reading. */
function flood(id: unknown, res: ServerResponse): void {
  const _meta = { 'io.modelcontextprotocol/subscriptionId': id };
  const event = (message: unknown): string => `data: ${JSON.stringify(message)}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const acknowledged = { notifications: { toolsListChanged: true }, _meta };
  res.write(
    event({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: acknowledged }),
  );
  const block = event({
    jsonrpc: '2.0',
    method: 'notifications/tools/list_changed',
    params: { _meta },
  }).repeat(100);
  const pump = (): void => {
    while (!res.destroyed && res.write(block));
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

const http = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let body: { id?: unknown; method?: unknown } = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      // The SDK answers a malformed body itself.
    }
    if (flooding && body.method === 'subscriptions/listen') flood(body.id, res);
    else void node(req, res, body);
  });
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const listingBytes = Buffer.byteLength(JSON.stringify({ tools }));
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}/mcp`, listingBytes })}\n`);
});
process.on('message', (message) => {
  if (message === 'storm') storm = setInterval(() => handler.notify.toolsChanged(), 10);
  if (message === 'flood') {
    clearInterval(storm);
    flooding = true;
    http.closeAllConnections(); // the gateway listens again, and meets the flood
  }
  if (message === 'listings') process.send?.({ listings });
});
process.channel?.unref();
process.once('SIGTERM', () => {
  http.closeAllConnections();
  http.close(() => process.exit(0));
});
