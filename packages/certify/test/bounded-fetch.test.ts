import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CertifyError } from '../src/errors.js';
import { boundedFetch, boundedFetchLike } from '../src/http/bounded-fetch.js';

const server = createServer((req, res) => {
  if (req.url === '/big') {
    res.end('x'.repeat(64 * 1024));
  } else if (req.url === '/hang') {
    res.writeHead(200);
    res.write('partial');
  } else {
    res.writeHead(200, { 'content-type': 'text/plain', 'x-a': '1' });
    res.end('hola');
  }
});
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = { fetch: globalThis.fetch, timeoutMs: 300, maxBytes: 1024 };

describe('boundedFetch', () => {
  it('returns status, headers and body', async () => {
    const response = await boundedFetch(`${base}/ok`, {}, options);
    expect(response).toMatchObject({ status: 200, body: 'hola' });
    expect(response.headers.get('x-a')).toBe('1');
  });
  it('stops reading past the byte cap', async () => {
    await expect(boundedFetch(`${base}/big`, {}, options)).rejects.toMatchObject({
      code: 'CERTIFY_RESPONSE_TOO_LARGE',
    });
  });
  it("reports an answer its fetch cut at that fetch's own bound as too large", async () => {
    const cut = Object.assign(new Error('more than 1500 bytes'), { code: 'GATEWAY_RESPONSE_TOO_LARGE' });
    const fetch = (async () => {
      throw new TypeError('fetch failed', { cause: cut });
    }) as typeof globalThis.fetch;
    await expect(boundedFetch(`${base}/big`, {}, { ...options, fetch })).rejects.toMatchObject({
      code: 'CERTIFY_RESPONSE_TOO_LARGE',
      message: `${base}/big: > 1500 bytes`,
    });
  });
  it('times out a body that never ends', async () => {
    const error = await boundedFetch(`${base}/hang`, {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CertifyError);
    expect((error as CertifyError).code).toBe('CERTIFY_TIMEOUT');
  });
  it('disarms its timeout once the answer is read', async () => {
    // A timer left armed after a fast answer would hold its signal for the whole timeout: a run
    // of a thousand calls kept thousands of them alive.
    const armed = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      await boundedFetch(`${base}/ok`, {}, { ...options, timeoutMs: 54_321 });
      const timer = armed.mock.results[armed.mock.calls.findIndex((call) => call[1] === 54_321)];
      expect(timer?.value).toBeDefined();
      expect(cleared.mock.calls.some((call) => call[0] === timer?.value)).toBe(true);
    } finally {
      armed.mockRestore();
      cleared.mockRestore();
    }
  });
  it('hands the SDK a complete Response', async () => {
    const response = await boundedFetchLike(options)(`${base}/ok`);
    expect(await response.text()).toBe('hola');
  });
});
