import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundedBodyStream, SseEventMeter } from './bounded-body-stream.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('SseEventMeter', () => {
  it('resets at every empty line, whatever the line ends', () => {
    const meter = new SseEventMeter(10);
    expect(meter.feed(bytes('data: 1234\n\n'))).toBe(true);
    expect(meter.feed(bytes('data: 1234\r\n\r\n'))).toBe(true);
    expect(meter.feed(bytes('data: 1234\r\rdata: 12'))).toBe(true);
  });

  it('counts every line of one event, across chunks', () => {
    const meter = new SseEventMeter(10);
    expect(meter.feed(bytes('data: 12\n'))).toBe(true);
    expect(meter.feed(bytes('da'))).toBe(true);
    expect(meter.feed(bytes('ta'))).toBe(false);
  });

  it('catches a line that never ends', () => {
    const meter = new SseEventMeter(1024);
    let ok = true;
    for (let i = 0; i < 100 && ok; i++) ok = meter.feed(bytes('x'.repeat(100)));
    expect(ok).toBe(false);
  });
});

describe('boundedBodyStream', () => {
  it('passes a body within its bound unchanged', async () => {
    const body = Readable.from([Buffer.from('hola '), Buffer.from('mundo')]);
    expect(await readAll(boundedBodyStream(body, { maxBytes: 10 }))).toBe('hola mundo');
  });

  it('fails with GATEWAY_RESPONSE_TOO_LARGE past the total bound and destroys the source', async () => {
    const body = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    const error = await readAll(boundedBodyStream(body, { maxBytes: 10 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'GATEWAY_RESPONSE_TOO_LARGE' });
    expect(body.destroyed).toBe(true);
  });

  it('fails past the bound of one event', async () => {
    const body = Readable.from([Buffer.from('data: ok\n\n'), Buffer.from(`data: ${'x'.repeat(64)}`)]);
    const stream = boundedBodyStream(body, { maxBytes: Number.POSITIVE_INFINITY, maxEventBytes: 32 });
    const error = await readAll(stream).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'GATEWAY_RESPONSE_TOO_LARGE' });
  });

  it('can be cancelled while a read is pending, without pushing afterwards', async () => {
    const body = new Readable({ read() {} });
    const reader = boundedBodyStream(body, { maxBytes: 100 }).getReader();
    const pending = reader.read();
    await reader.cancel();
    body.push(Buffer.from('late'));
    await expect(pending).resolves.toMatchObject({ done: true });
    expect(body.destroyed).toBe(true);
  });
});
