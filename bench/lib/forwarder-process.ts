/**
 * The least an HTTP service can be: a `node:http` server in a process of its own that forwards each
 * POST to the upstream in argv[2] over a keep-alive `node:http` agent and answers with the upstream's
 * status and body. In front of an upstream as busy as the reference server it measures what one
 * more process on a call's path costs on this machine, the floor of what the gateway service can
 * add. Prints `{"url": …}` on stdout once listening; stops on SIGTERM.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

const [upstreamUrl] = process.argv.slice(2);
if (!upstreamUrl) throw new Error('usage: forwarder-process <upstreamUrl>');
const upstream = new URL(upstreamUrl);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const forwarded = request(
      new URL(req.url ?? '/', upstream),
      {
        method: req.method,
        agent,
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/json',
          'content-length': body.length,
        },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('error', () => res.destroy());
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(parts);
          res.writeHead(answer.statusCode ?? 502, {
            'content-type': answer.headers['content-type'] ?? 'application/json',
            'content-length': text.length,
          });
          res.end(text);
        });
      },
    );
    forwarded.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    forwarded.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.once('SIGTERM', () => {
  agent.destroy();
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
