import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../src/errors.js';
import { assertUpstreamUrlAllowed } from '../src/upstream/assert-upstream-url-allowed.js';
import { guardedFetch } from '../src/upstream/guarded-fetch.js';

function refusalOf(error: unknown): GatewayError | undefined {
  let cursor: unknown = error;
  for (let i = 0; i < 4 && cursor; i++) {
    if (cursor instanceof GatewayError) return cursor;
    cursor = (cursor as { cause?: unknown }).cause;
  }
  return undefined;
}

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  const found = refusalOf(error);
  if (!found) throw new Error(`expected a refusal, got ${String(error)}`);
  return found;
}

describe('guardedFetch', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/elsewhere') {
        res.writeHead(302, { location: `http://localhost:${port}/ok` }).end();
      } else if (req.url === '/echo') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = JSON.stringify({
            method: req.method,
            mark: req.headers['x-mark'],
            body: String(Buffer.concat(chunks)),
          });
          res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }).end(body);
        });
      } else if (req.url === '/events') {
        // A live stream: the first event must reach the reader while the response is still open.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        req.on('close', () => res.end());
      } else if (req.url === '/same') {
        res.writeHead(307, { location: '/ok' }).end();
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses http outside development mode', async () => {
    const fetch = guardedFetch({ devMode: false });
    const error = await refusal(fetch(`http://127.0.0.1:${port}/ok`));
    expect(error.data).toMatchObject({ reason: 'scheme' });
    await fetch.close();
  });

  it.each([
    'https://127.0.0.1/',
    'https://10.0.0.8/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://169.254.169.254/',
  ])('refuses the address literal %s outside development mode', async (url) => {
    const fetch = guardedFetch({ devMode: false });
    const error = await refusal(fetch(url));
    expect(error.code).toBe('GATEWAY_URL_REFUSED');
    expect(error.data).toMatchObject({ reason: 'address' });
    await fetch.close();
  });

  it('refuses at connect time a host name that resolves to loopback', async () => {
    const fetch = guardedFetch({ devMode: false });
    const error = await refusal(fetch(`https://localhost:${port}/ok`));
    expect(error.data).toMatchObject({ reason: 'address', addressClass: 'loopback' });
    await fetch.close();
  });

  it('applies the same policy to a plain POST of the lean transport (dispatch)', async () => {
    const fetch = guardedFetch({ devMode: false });
    const post = (url: string) =>
      fetch.dispatch(new URL(url), { headers: {}, body: '{}', signal: undefined });
    expect((await refusal(post(`http://127.0.0.1:${port}/ok`))).data).toMatchObject({ reason: 'scheme' });
    expect((await refusal(post('https://10.0.0.8/'))).data).toMatchObject({ reason: 'address' });
    expect((await refusal(post(`https://localhost:${port}/ok`))).data).toMatchObject({
      reason: 'address',
      addressClass: 'loopback',
    });
    await fetch.close();
    const dev = guardedFetch({ devMode: true });
    const answer = await dev.dispatch(new URL(`http://127.0.0.1:${port}/echo`), {
      headers: { 'x-mark': 'm' },
      body: '{"a":1}',
      signal: undefined,
    });
    expect(answer.statusCode).toBe(201);
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual({
      method: 'POST',
      mark: 'm',
      body: '{"a":1}',
    });
    await dev.close();
  });

  it('allows http and loopback in development mode, and reuses the connection', async () => {
    const fetch = guardedFetch({ devMode: true });
    const first = await fetch(`http://127.0.0.1:${port}/ok`);
    expect(await first.text()).toBe('ok');
    const second = await fetch(`http://127.0.0.1:${port}/ok`);
    expect(second.status).toBe(200);
    await second.text();
    await fetch.close();
  });

  it('sends method, headers and body, and hands back status, headers and body', async () => {
    const fetch = guardedFetch({ devMode: true });
    const response = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: new Headers({ 'x-mark': 'm1', 'content-type': 'application/json' }),
      body: '{"a":1}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ method: 'POST', mark: 'm1', body: '{"a":1}' });
    await fetch.close();
  });

  it('streams an event-stream body instead of waiting for its end', async () => {
    const fetch = guardedFetch({ devMode: true });
    const response = await fetch(`http://127.0.0.1:${port}/events`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    await reader.cancel();
    await fetch.close();
  });

  it('never follows a redirect to another host', async () => {
    const fetch = guardedFetch({ devMode: true });
    const error = await refusal(fetch(`http://127.0.0.1:${port}/elsewhere`));
    expect(error.data).toMatchObject({ reason: 'redirect' });
    await fetch.close();
  });

  it('hands a same-origin redirect back unfollowed', async () => {
    const fetch = guardedFetch({ devMode: true });
    const response = await fetch(`http://127.0.0.1:${port}/same`);
    expect(response.status).toBe(307);
    await response.text();
    await fetch.close();
  });
});

describe('guardedFetch bounds (a hostile tenant server must not crash or bloat the gateway)', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const huge = Buffer.alloc(9 * 1024 * 1024, 97);
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': huge.length }).end(huge);
      } else if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(huge.subarray(0, 100_000));
        setTimeout(() => res.end(huge), 5);
      } else if (req.url === '/endless-line') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const timer = setInterval(() => res.write('x'.repeat(8192)), 1);
        req.on('close', () => clearInterval(timer));
      } else {
        res.writeHead(302, { location: 'http://example.com/', 'content-length': 1024 * 1024 });
        res.end(Buffer.alloc(1024 * 1024, 97));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const call = { 'mcp-method': 'tools/call', 'content-type': 'application/json' };

  it('refuses a declared length over the bound of the request kind, before reading it', async () => {
    const fetch = guardedFetch({ devMode: true });
    await expect(
      fetch(`${base}/declared`, { method: 'POST', body: '{}', headers: call }),
    ).rejects.toMatchObject({
      code: 'GATEWAY_RESPONSE_TOO_LARGE',
    });
    await fetch.close();
  });

  it('cuts a chunked body at the bound, and survives a cancel in the middle of it', async () => {
    const fetch = guardedFetch({ devMode: true });
    const cancelled = await fetch(`${base}/chunked`, { method: 'POST', body: '{}', headers: call });
    const reader = (cancelled.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    const cut = await fetch(`${base}/chunked`, { method: 'POST', body: '{}', headers: call });
    await expect(cut.arrayBuffer()).rejects.toMatchObject({ code: 'GATEWAY_RESPONSE_TOO_LARGE' });
    await fetch.close();
  });

  it('bounds one event of a listen stream, an endless line included', async () => {
    const fetch = guardedFetch({ devMode: true, limits: { listenEventBytes: 64 * 1024 } });
    const response = await fetch(`${base}/endless-line`, {
      method: 'POST',
      body: '{}',
      headers: { 'mcp-method': 'subscriptions/listen' },
    });
    await expect(response.text()).rejects.toMatchObject({ code: 'GATEWAY_RESPONSE_TOO_LARGE' });
    await fetch.close();
  });

  it('refuses a cross-host redirect without reading its body', async () => {
    const fetch = guardedFetch({ devMode: true });
    const error = await refusal(fetch(`${base}/redirect`, { method: 'POST', body: '{}', headers: call }));
    expect(error.data).toMatchObject({ reason: 'redirect' });
    await fetch.close();
  });
});

describe('assertUpstreamUrlAllowed', () => {
  const publicDns = async (): Promise<string[]> => ['93.184.216.34'];

  it('accepts a public https URL', async () => {
    const result = await assertUpstreamUrlAllowed('https://tools.example.com/mcp', {
      devMode: false,
      resolve: publicDns,
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['not a url', 'syntax'],
    ['http://tools.example.com/mcp', 'scheme'],
    ['ftp://tools.example.com/mcp', 'scheme'],
    ['https://user:pw@tools.example.com/mcp', 'userinfo'],
    ['https://192.168.0.10/mcp', 'address'],
    ['https://[fe80::1]/mcp', 'address'],
  ])('refuses %s (%s)', async (url, reason) => {
    const result = await assertUpstreamUrlAllowed(url, { devMode: false, resolve: publicDns });
    expect(result).toMatchObject({ ok: false, code: 'GATEWAY_URL_REFUSED', data: { reason } });
  });

  it('refuses a host with any private address among its records', async () => {
    const result = await assertUpstreamUrlAllowed('https://tools.example.com/mcp', {
      devMode: false,
      resolve: async () => ['93.184.216.34', '10.0.0.7'],
    });
    expect(result).toMatchObject({ ok: false, data: { reason: 'address', addressClass: 'private' } });
  });

  it('refuses localhost after real resolution, and a name that does not resolve', async () => {
    const local = await assertUpstreamUrlAllowed('https://localhost/mcp', { devMode: false });
    expect(local).toMatchObject({ ok: false, data: { reason: 'address', addressClass: 'loopback' } });
    const missing = await assertUpstreamUrlAllowed('https://tools.example.com/mcp', {
      devMode: false,
      resolve: async () => {
        throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
      },
    });
    expect(missing).toMatchObject({ ok: false, data: { reason: 'dns' } });
  });

  it('allows http and loopback in development mode', async () => {
    const result = await assertUpstreamUrlAllowed('http://127.0.0.1:3000/mcp', { devMode: true });
    expect(result.ok).toBe(true);
  });
});
