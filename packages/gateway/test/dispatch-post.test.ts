import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { dispatchPost } from '../src/upstream/dispatch-post.js';

describe('dispatchPost', () => {
  let server: Server;
  let url: URL;
  let respond: (res: ServerResponse, body: string) => void;
  let closedEarly = 0;
  let written = 0;
  const agent = new Agent({ keepAliveTimeout: 5_000 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => respond(res, Buffer.concat(chunks).toString('utf8')));
      res.on('close', () => {
        if (!res.writableFinished) closedEarly++;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp?x=1`);
  });
  afterAll(async () => {
    await agent.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const post = (signal?: AbortSignal) =>
    dispatchPost(agent, url, { headers: { 'content-type': 'application/json' }, body: '{"a":1}', signal });

  async function text(body: AsyncIterable<Buffer>): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  it('sends the body to the path and query, and answers status, lower-case headers and the body', async () => {
    respond = (res, body) =>
      res.writeHead(201, { 'X-Eco': 'si', 'content-type': 'text/plain' }).end(`eco ${body}`);
    const response = await post();
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-eco']).toBe('si');
    expect(await text(response.body)).toBe('eco {"a":1}');
  });

  it('does not read ahead of its reader, and destroying the body aborts the request', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const pump = (): void => {
        // Stops once the socket pushes back: a body nobody reads must not be pulled in whole.
        let flowing = true;
        while (flowing && written < 64 * 1024 * 1024) {
          flowing = res.write(chunk);
          written += chunk.length;
        }
        if (written < 64 * 1024 * 1024 && !res.destroyed) res.once('drain', pump);
      };
      pump();
    };
    const before = closedEarly;
    const response = await post();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBeLessThan(16 * 1024 * 1024);
    response.body.on('error', () => undefined);
    response.body.destroy();
    await expect.poll(() => closedEarly).toBe(before + 1);
  });

  it('aborts with the signal before and after the answer starts', async () => {
    const early = new AbortController();
    early.abort(new Error('ya no'));
    await expect(post(early.signal)).rejects.toThrow('ya no');

    respond = (res) => res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': hola\n\n');
    const late = new AbortController();
    const response = await post(late.signal);
    late.abort(new Error('se acabó el tiempo'));
    await expect(text(response.body)).rejects.toThrow('se acabó el tiempo');
  });

  it('stops waiting at once when aborted while queued for a socket the server holds', async () => {
    const one = new Agent({ connections: 1 });
    respond = (res) => res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': hola\n\n');
    try {
      const holding = await dispatchPost(one, url, { headers: {}, body: '{}', signal: undefined });
      holding.body.on('error', () => undefined);
      const queued = new AbortController();
      const waiting = dispatchPost(one, url, { headers: {}, body: '{}', signal: queued.signal });
      queued.abort(new Error('plazo vencido'));
      await expect(waiting).rejects.toThrow('plazo vencido');
      // Once the socket is free, the aborted request is not sent.
      const served = closedEarly;
      holding.body.destroy();
      await expect.poll(() => closedEarly).toBe(served + 1);
      respond = (res) => res.end('libre');
      const next = await dispatchPost(one, url, { headers: {}, body: '{}', signal: undefined });
      expect(await text(next.body)).toBe('libre');
    } finally {
      await one.destroy();
    }
  });

  it('rejects with undici own error when nothing listens', async () => {
    const closed = new URL(url.href);
    closed.port = '1';
    await expect(
      dispatchPost(agent, closed, { headers: {}, body: '{}', signal: undefined }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
