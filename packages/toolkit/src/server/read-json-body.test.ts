import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body.js';

function request(chunks: (string | Buffer)[], fail?: Error): IncomingMessage {
  // Readable.from keeps each chunk apart, as a socket delivering a body in pieces would.
  const stream = Readable.from(
    (async function* () {
      for (const c of chunks) yield Buffer.from(c);
      if (fail) throw fail;
    })(),
  );
  Object.assign(stream, { method: 'POST', url: '/mcp', headers: { 'content-type': 'application/json' } });
  return stream as unknown as IncomingMessage;
}

async function replayed(body: Awaited<ReturnType<typeof readJsonBody>>): Promise<string> {
  if (body.kind !== 'replay') throw new Error(`expected a replay, got ${body.kind}`);
  const parts: Buffer[] = [];
  for await (const c of body.request) parts.push(c as Buffer);
  return Buffer.concat(parts).toString();
}

describe('readJsonBody', () => {
  it('parses a body split over chunks, a UTF-8 BOM and multi-byte characters included', async () => {
    const text = '\uFEFF{"q":"señal ñ"}';
    const bytes = Buffer.from(text);
    const body = await readJsonBody(request([bytes.subarray(0, 9), bytes.subarray(9)]), 1024);
    expect(body).toEqual({ kind: 'json', value: { q: 'señal ñ' } });
  });

  it('replays a body that is not JSON, byte for byte, with the request line and headers', async () => {
    const body = await readJsonBody(request(['{"a":', 'oops']), 1024);
    expect(await replayed(body)).toBe('{"a":oops');
    if (body.kind !== 'replay') return;
    expect(body.request).toMatchObject({ method: 'POST', url: '/mcp' });
    expect(body.request.headers['content-type']).toBe('application/json');
  });

  it('replays an empty body', async () => {
    expect(await replayed(await readJsonBody(request([]), 1024))).toBe('');
  });

  it('stops reading once over the limit and replays what it read', async () => {
    const body = await readJsonBody(request(['x'.repeat(8), 'y'.repeat(8), 'z'.repeat(8)]), 10);
    expect(await replayed(body)).toBe('x'.repeat(8) + 'y'.repeat(8));
  });

  it('replays a failed stream with its error at the end', async () => {
    const body = await readJsonBody(request(['{"a":1'], new Error('client went away')), 1024);
    await expect(replayed(body)).rejects.toThrow('client went away');
  });
});
