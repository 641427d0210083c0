import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** The proxy's MCP URL (`http://127.0.0.1:PORT/mcp`). */
  url: string;
  /** How many requests each upstream received, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each HTTP request goes to the next upstream in turn (a fresh
 * upstream connection per request, bodies and streamed responses piped through untouched).
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const served = targets.map(() => 0);
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % targets.length;
    const target = targets[index] as URL;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    served,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
