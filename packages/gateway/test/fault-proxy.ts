// A real TCP proxy (node:net) for fault injection between the gateway's upstream and a server.
// It cuts chosen `tools/call` exchanges AFTER the server has produced its reply and before the
// reply reaches the gateway, in one of four ways.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * - `before-headers`: nothing of the reply is forwarded; the connection is reset.
 * - `after-headers`: the status line and headers are forwarded, then the connection is destroyed
 *   (a JSON body or an SSE stream that breaks mid-way).
 * - `clean-end`: headers plus an empty chunked body are forwarded: the SSE stream ends cleanly
 *   without the reply (the SDK 2.4.0 hang, typescript-sdk#2739).
 */
export type CutMode = 'before-headers' | 'after-headers' | 'clean-end';

export interface FaultProxy {
  url: (path: string) => string;
  /** Keys whose first exchange is cut, with how. */
  cut: Map<string, CutMode>;
  /** How many exchanges were cut. */
  readonly cuts: number;
  close(): Promise<void>;
}

const KEY = /"com\.asixto\/idempotencyKey":"([0-9a-f]{64})"/;
const REPLY = /"(?:result|error)"\s*:/;

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const cut = new Map<string, CutMode>();
  const done = new Set<string>();
  const sockets = new Set<Socket>();
  let cuts = 0;

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let request = '';
    let armed: CutMode | undefined;
    let reply: Buffer[] = [];
    const teardown = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', teardown);
    upstream.on('error', teardown);

    client.on('data', (chunk: Buffer) => {
      request += chunk.toString('latin1');
      const match = KEY.exec(request);
      if (match?.[1]) {
        const key = match[1];
        const mode = cut.get(key);
        if (mode && !done.has(key)) {
          done.add(key);
          armed = mode;
          reply = [];
        }
        request = '';
      } else if (request.length > 1_000_000) {
        request = request.slice(-4096);
      }
      upstream.write(chunk);
    });

    upstream.on('data', (chunk: Buffer) => {
      if (!armed) {
        request = '';
        client.write(chunk);
        return;
      }
      reply.push(chunk);
      const text = Buffer.concat(reply).toString('latin1');
      const headerEnd = text.indexOf('\r\n\r\n');
      // Wait until the server has produced the JSON-RPC reply: the tool has run.
      if (headerEnd < 0 || !REPLY.test(text.slice(headerEnd))) return;
      const mode = armed;
      armed = undefined;
      cuts++;
      const head = text.slice(0, headerEnd + 4);
      // From here the two sides are cut independently: closing one must not flush-kill the other.
      upstream.removeAllListeners('close');
      client.removeAllListeners('close');
      if (mode === 'before-headers') {
        client.resetAndDestroy();
      } else if (mode === 'after-headers') {
        client.write(Buffer.from(head, 'latin1'), () => client.destroy());
      } else {
        // A chunked body that ends at once: the stream closes cleanly, with no reply in it.
        client.end(Buffer.from(`${head}0\r\n\r\n`, 'latin1'));
      }
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    cut,
    get cuts() {
      return cuts;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
