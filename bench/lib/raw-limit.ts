import { Agent, createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchCallMeta } from './direct-client.js';
import { timeSequential } from './load.js';

/**
 * A `node:http` server answering every POST with a fixed `tools/call` result, on a loopback port;
 * with `busyMs`, after keeping its CPU busy that long (an upstream that works as long as a real one).
 */
export async function startFixedAnswerServer(busyMs = 0): Promise<{ server: Server; url: string }> {
  const reply = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: {
      content: [{ type: 'text', text: 'Cliente CC1032456789: Ana María Rojas, activo.' }],
      structuredContent: { documento: 'CC1032456789', nombre: 'Ana María Rojas', estado: 'activo' },
    },
  });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (busyMs > 0) {
        const started = performance.now();
        while (performance.now() - started < busyMs);
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

/**
 * The physical limit a tool call is compared with: a keep-alive `node:http` POST of a
 * `tools/call`-sized JSON-RPC body to a `node:http` server answering a fixed result, one call at a
 * time. Without `url` the server runs in this process (so CPU per call counts client and server);
 * with it, the same round trip goes to that server (another process: what crossing processes costs).
 */
export async function measureRawLimit(options: { total: number; warmup: number; url?: string }) {
  const own = options.url === undefined ? await startFixedAnswerServer() : undefined;
  const target = new URL('/mcp', own?.url ?? options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let i = 0;
  const post = (): Promise<void> => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: i,
      method: 'tools/call',
      params: {
        name: 'consultar_cliente',
        arguments: { documento: 'CC1032456789' },
        _meta: benchCallMeta(i++),
      },
    });
    return new Promise((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              JSON.parse(Buffer.concat(chunks).toString('utf8'));
              resolve();
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  try {
    return await timeSequential(post, options);
  } finally {
    agent.destroy();
    if (own) await new Promise<void>((resolve) => own.server.close(() => resolve()));
  }
}
