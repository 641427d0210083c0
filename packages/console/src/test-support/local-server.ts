import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  /** Every request received, in order. */
  requests: IncomingMessage[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a loopback port the OS picks, for the console's tests of its API client and
 * its live stream. Test-only: it is not part of the built console.
 */
export async function startLocalServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A loopback URL where nothing listens (a server opened, then closed). */
export async function closedPortUrl(): Promise<string> {
  const server = await startLocalServer(() => undefined);
  await server.close();
  return server.url;
}
