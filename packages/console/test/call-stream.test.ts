import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer } from '../src/test-support/local-server';
import type { LocalServer } from '../src/test-support/local-server';
import type { ApiError } from '../src/api/api-error';
import type { CallRecord } from '../src/api/api-types';
import { followCallStream } from '../src/api/call-stream';
import type { StreamState } from '../src/api/call-stream';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const record = (n: number): CallRecord => ({
  at: `2026-11-30T10:00:0${n}.000Z`,
  company: 'acme',
  tool: 'ext__acme__consultar_cliente',
  outcome: 'ok',
  attempts: 1,
  latencyMs: 3.2,
  truncated: false,
  requestId: `req-${n}`,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await sleep(10);
  }
}

describe('followCallStream against a real HTTP server', () => {
  it('reads calls sent in pieces, skips malformed ones, and reconnects when the connection ends', async () => {
    let connection = 0;
    server = await startLocalServer(async (_req, res) => {
      connection++;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      if (connection === 1) {
        const text = `: ping\n\nevent: call\ndata: ${JSON.stringify(record(1))}\n\n`;
        for (let i = 0; i < text.length; i += 7) {
          res.write(text.slice(i, i + 7));
          await sleep(1);
        }
        res.write('event: call\ndata: {"not":"a record"}\n\n');
        res.write(`event: other\ndata: ${JSON.stringify(record(9))}\n\n`);
        res.end();
      } else {
        // Left open: the client ends it by aborting.
        res.write(`event: call\ndata: ${JSON.stringify(record(2))}\n\n`);
      }
    });
    const calls: CallRecord[] = [];
    const states: StreamState[] = [];
    const controller = new AbortController();
    const done = followCallStream({
      token: 'adm',
      lang: 'es',
      baseUrl: server.url,
      filter: { company: 'acme', outcome: 'ok' },
      signal: controller.signal,
      backoffMs: [20],
      onCall: (call) => calls.push(call),
      onState: (state) => states.push(state),
    });
    await until(() => calls.length === 2);
    controller.abort();
    await done;
    expect(calls.map((c) => c.requestId)).toEqual(['req-1', 'req-2']);
    expect(states).toEqual(['connecting', 'live', 'retrying', 'live', 'stopped']);
    const [first] = server.requests;
    expect(first?.url).toBe('/v1/calls/stream?company=acme&outcome=ok');
    expect(first?.headers.authorization).toBe('Bearer adm');
    expect(first?.headers.accept).toBe('text/event-stream');
  });

  it('stops for good on a refused token', async () => {
    server = await startLocalServer((_req, res) =>
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'token desconocido' } })),
    );
    const seen: [StreamState, ApiError | undefined][] = [];
    await followCallStream({
      token: 'wrong',
      lang: 'es',
      baseUrl: server.url,
      filter: {},
      signal: new AbortController().signal,
      backoffMs: [1],
      onCall: () => undefined,
      onState: (state, error) => seen.push([state, error]),
    });
    expect(server.requests).toHaveLength(1);
    expect(seen.at(-1)?.[0]).toBe('stopped');
    expect(seen.at(-1)?.[1]).toMatchObject({ kind: 'unauthorized', code: 'UNAUTHORIZED' });
  });

  it('reconnects when the stream goes silent longer than the idle limit', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': ping\n\n'); // then nothing, and never an end
    });
    const controller = new AbortController();
    const done = followCallStream({
      token: 'adm',
      lang: 'es',
      baseUrl: server.url,
      filter: {},
      signal: controller.signal,
      backoffMs: [10],
      idleMs: 100,
      onCall: () => undefined,
    });
    await until(() => (server?.requests.length ?? 0) >= 2);
    controller.abort();
    await done;
  });

  it('refuses an answer that is not an event stream, and retries', async () => {
    server = await startLocalServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    );
    const errors: (ApiError | undefined)[] = [];
    const controller = new AbortController();
    const done = followCallStream({
      token: 'adm',
      lang: 'es',
      baseUrl: server.url,
      filter: {},
      signal: controller.signal,
      backoffMs: [10],
      onCall: () => undefined,
      onState: (state, error) => state === 'retrying' && errors.push(error),
    });
    await until(() => errors.length >= 2);
    controller.abort();
    await done;
    expect(errors[0]).toMatchObject({ kind: 'protocol', code: 'NOT_EVENT_STREAM' });
  });
});
