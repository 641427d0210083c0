import { describe, expect, it } from 'vitest';
import { createSseParser, decodeSseStream } from './sse-parser';
import type { SseEvent } from './sse-parser';

const STREAM =
  ': ping\n\n' +
  'event: call\ndata: {"tool":"consultar_cliente","n":1}\n\n' +
  'event: call\r\ndata: {"tool":"agendar_cita",\r\ndata: "n":2}\r\n\r\n' +
  'data: plain message\rid: 7\r\r' +
  ': ping\n\n' +
  'event: call\ndata: {"tool":"ñandú €","n":3}\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'call', data: '{"tool":"consultar_cliente","n":1}' },
  { event: 'call', data: '{"tool":"agendar_cita",\n"n":2}' },
  { event: 'message', data: 'plain message', id: '7' },
  { event: 'call', data: '{"tool":"ñandú €","n":3}', id: '7' },
];

function parseInPieces(pieces: string[]): SseEvent[] {
  const parser = createSseParser();
  return pieces.flatMap((piece) => parser.push(piece));
}

describe('createSseParser', () => {
  it('parses events, multi-line data, ids, and drops comments', () => {
    expect(parseInPieces([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the text is cut in two', () => {
    for (let at = 0; at <= STREAM.length; at++) {
      expect(parseInPieces([STREAM.slice(0, at), STREAM.slice(at)]), `cut at ${at}`).toEqual(EXPECTED);
    }
  });

  it('gives the same events fed one character at a time (a CR and its LF in separate chunks)', () => {
    expect(parseInPieces([...STREAM])).toEqual(EXPECTED);
  });

  it('strips one leading space of a value only, and a byte-order mark at the start only', () => {
    expect(parseInPieces(['\uFEFFdata:  two spaces\n\n', 'data:\uFEFFx\n\n'])).toEqual([
      { event: 'message', data: ' two spaces' },
      { event: 'message', data: '\uFEFFx' },
    ]);
  });

  it('does not dispatch an event without data, nor one never closed by a blank line', () => {
    expect(parseInPieces(['event: call\n\n', 'data: unfinished\n'])).toEqual([]);
  });

  it('drops an oversized event and keeps parsing the next ones', () => {
    const parser = createSseParser({ maxEventChars: 50 });
    const big = `data: ${'x'.repeat(200)}\n\n`;
    const endless = `data: ${'y'.repeat(80)}`;
    expect(parser.push(big)).toEqual([]);
    expect(parser.push(endless)).toEqual([]);
    expect(parser.push(`${'y'.repeat(80)}\n\nevent: call\ndata: ok\n\n`)).toEqual([
      { event: 'call', data: 'ok' },
    ]);
  });
});

describe('decodeSseStream', () => {
  const bytes = new TextEncoder().encode(STREAM);

  const streamOf = (chunks: Uint8Array[]): ReadableStream<Uint8Array> =>
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('decodes bytes cut anywhere, even inside a multi-byte character', async () => {
    for (let at = 0; at <= bytes.length; at++) {
      const events: SseEvent[] = [];
      await decodeSseStream(streamOf([bytes.slice(0, at), bytes.slice(at)]), (e) => events.push(e));
      expect(events, `cut at byte ${at}`).toEqual(EXPECTED);
    }
  });

  it('stops reading when its signal aborts, rejecting with the reason', async () => {
    const controller = new AbortController();
    const events: SseEvent[] = [];
    const never = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: first\n\n'));
      },
    });
    const done = decodeSseStream(
      never,
      (e) => {
        events.push(e);
        controller.abort(new Error('stop'));
      },
      controller.signal,
    );
    await expect(done).rejects.toThrow('stop');
    expect(events).toEqual([{ event: 'message', data: 'first' }]);
  });
});
