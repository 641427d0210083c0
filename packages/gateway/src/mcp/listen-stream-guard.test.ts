import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListenStreamGuard, isListenRequest } from './listen-stream-guard.js';
import type { ListenRefusal } from './listen-stream-guard.js';

const limits = { maxStreams: 3, maxStreamsPerCompany: 2, idleTimeoutMs: 1_000, maxLifetimeMs: 10_000 };
const listenBody = (id: string) => ({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: {} });

/** A fake SDK handler: every listen gets an SSE stream the test can write to and sees cancelled. */
function sdk() {
  const streams: { push(text: string): void; end(): void; cancelled: boolean }[] = [];
  const fetch = async (_request: Request, options?: { parsedBody?: unknown }): Promise<Response> => {
    if (!isListenRequest(options?.parsedBody)) return Response.json({ jsonrpc: '2.0', id: 1, result: {} });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const handle = {
      cancelled: false,
      push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    };
    streams.push(handle);
    const body = new ReadableStream<Uint8Array>({
      start: (c) => void (controller = c),
      cancel: () => void (handle.cancelled = true),
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, streams };
}

function setup() {
  const refusals: ListenRefusal[] = [];
  const events: string[] = [];
  const guard = createListenStreamGuard(
    limits,
    (refusal) => {
      refusals.push(refusal);
      return {
        status: 200,
        headers: { connection: 'close' },
        body: JSON.stringify({ refused: refusal.scope }),
      };
    },
    {
      opened: (c) => events.push(`opened ${c}`),
      refused: (c, scope) => events.push(`refused ${c} ${scope}`),
      ended: (c, why) => events.push(`ended ${c} ${why}`),
    },
  );
  const server = sdk();
  const open = async (company: string, id: string, signal = new AbortController().signal) =>
    guard.fetch(company, server.fetch)(new Request('http://gw/mcp/x', { method: 'POST', signal }), {
      parsedBody: listenBody(id),
    });
  return { guard, server, open, refusals, events };
}

/** Reads a stream to its end, collecting its text. */
async function drain(response: Response): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) text += decoder.decode(chunk);
  return text;
}

afterEach(() => vi.useRealTimers());

describe('listen stream guard', () => {
  it('refuses past the company cap, then past the instance cap, and frees a slot when a stream ends', async () => {
    const t = setup();
    const a1 = await t.open('alfa', 'a1');
    await t.open('alfa', 'a2');
    expect(await (await t.open('alfa', 'a3')).json()).toEqual({ refused: 'company' });
    await t.open('beta', 'b1');
    expect(await (await t.open('beta', 'b2')).json()).toEqual({ refused: 'instance' });
    expect(t.refusals.map((r) => [r.company, r.id, r.scope, r.limit])).toEqual([
      ['alfa', 'a3', 'company', 2],
      ['beta', 'b2', 'instance', 3],
    ]);
    expect(t.guard.open()).toEqual({ total: 3, byCompany: { alfa: 2, beta: 1 } });

    // The SDK ends a1 (its client went away): the slot is free again.
    t.server.streams[0]!.end();
    await drain(a1);
    expect(t.guard.open()).toEqual({ total: 2, byCompany: { alfa: 1, beta: 1 } });
    expect((await t.open('beta', 'b3')).headers.get('content-type')).toBe('text/event-stream');
  });

  it('frees the slot when the client disconnects', async () => {
    const t = setup();
    const abort = new AbortController();
    await t.open('alfa', 'a1', abort.signal);
    abort.abort();
    expect(t.guard.open().total).toBe(0);
    expect(t.server.streams[0]!.cancelled).toBe(true);
    expect(t.events).toEqual(['opened alfa', 'ended alfa closed']);
  });

  it('ends a stream idle for the idle timeout, keep-alive comments not counting, with a plain end', async () => {
    vi.useFakeTimers();
    const t = setup();
    const response = await t.open('alfa', 'a1');
    const text = drain(response);
    const sdkStream = t.server.streams[0]!;
    await vi.advanceTimersByTimeAsync(800);
    sdkStream.push('event: message\ndata: {"method":"notifications/tools/list_changed"}\n\n');
    await vi.advanceTimersByTimeAsync(800);
    sdkStream.push(': keepalive\n\n');
    await vi.advanceTimersByTimeAsync(199);
    expect(t.guard.open().total).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await text).toBe(
      'event: message\ndata: {"method":"notifications/tools/list_changed"}\n\n: keepalive\n\n',
    );
    expect(sdkStream.cancelled).toBe(true);
    expect(t.guard.open().total).toBe(0);
    expect(t.events).toEqual(['opened alfa', 'ended alfa idle']);
  });

  it('ends a busy stream at its lifetime', async () => {
    vi.useFakeTimers();
    const t = setup();
    const text = drain(await t.open('alfa', 'a1'));
    for (let at = 0; at < 9_900; at += 300) {
      t.server.streams[0]!.push('event: message\ndata: {}\n\n');
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(t.guard.open().total).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    await text;
    expect(t.events).toEqual(['opened alfa', 'ended alfa lifetime']);
  });

  it('passes other requests through uncounted, and does not count a listen the SDK answered without a stream', async () => {
    const t = setup();
    const wrapped = t.guard.fetch('alfa', async () => Response.json({ error: 'bad params' }));
    for (let i = 0; i < 5; i++) {
      await wrapped(new Request('http://gw/mcp/x', { method: 'POST' }), { parsedBody: listenBody(`x${i}`) });
    }
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} };
    await t.guard.fetch('alfa', t.server.fetch)(new Request('http://gw/mcp/x', { method: 'POST' }), {
      parsedBody: call,
    });
    expect(t.guard.open().total).toBe(0);
    expect(t.events).toEqual([]);
  });

  it('answers a refusal at the Node handler, before the SDK adapter sees the request', async () => {
    const t = setup();
    const adapted: unknown[] = [];
    let finishAll!: () => void;
    const served = new Promise<void>((resolve) => (finishAll = resolve));
    // An adapter that holds each request as a stream would, and never reaches the SDK's fetch.
    const node = t.guard.node('alfa', async (_req, _res, body) => {
      adapted.push(body);
      await served;
    });
    const written: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
    const res = {
      writeHead: (status: number, headers?: Record<string, string>) =>
        Object.assign(written, { status, headers }),
      write: () => true,
      end: (body?: unknown) => Object.assign(written, { body }),
      on: () => undefined,
    };
    const req = { url: '/mcp/alfa?lang=en', headers: {}, [Symbol.asyncIterator]: async function* () {} };
    const calls = ['a1', 'a2', 'a3'].map((id) => node(req, res, listenBody(id)));
    await calls[2];
    expect(adapted).toHaveLength(2);
    expect(written).toEqual({ status: 200, headers: { connection: 'close' }, body: '{"refused":"company"}' });
    expect(t.refusals[0]).toMatchObject({ company: 'alfa', id: 'a3', url: '/mcp/alfa?lang=en' });
    expect(t.guard.open().total).toBe(2);
    // Requests admitted but never served by the SDK give their slots back when they end.
    finishAll();
    await Promise.all(calls);
    expect(t.guard.open().total).toBe(0);
  });

  it('recognises a listen only as a single message', () => {
    expect(isListenRequest(listenBody('1'))).toBe(true);
    expect(isListenRequest([listenBody('1')])).toBe(false);
    expect(isListenRequest({ method: 'tools/list' })).toBe(false);
    expect(isListenRequest(null)).toBe(false);
  });
});
