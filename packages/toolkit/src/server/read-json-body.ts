import type { IncomingMessage } from 'node:http';
import type { NodeIncomingMessageLike } from '@modelcontextprotocol/node';

/**
 * A POST body read from the Node stream: parsed JSON, or (over the limit, empty, not JSON, or the
 * stream failed) a replay of exactly what was read, so the SDK's adapter answers it as if it had
 * read the stream itself (413, the legacy leg, a parse error, a 500).
 */
export type ReadBody =
  { kind: 'json'; value: unknown } | { kind: 'replay'; request: NodeIncomingMessageLike };

// One decoder for every body: `decode` without `stream` starts fresh each time. It matches the
// SDK's own decoding (a UTF-8 BOM dropped, invalid bytes replaced), so both parse the same text.
const decoder = new TextDecoder();

function replay(req: IncomingMessage, chunks: readonly Buffer[], failure?: unknown): NodeIncomingMessageLike {
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    async *[Symbol.asyncIterator]() {
      yield* chunks;
      if (failure !== undefined) throw failure;
    },
  };
}

/**
 * Reads a request body up to `maxBytes` (stopping as soon as more has arrived) and parses it as
 * JSON. Reading the Node stream directly, instead of through a web `Request`, is why this exists:
 * the SDK's adapter reads a body through web streams, and its entry clones and reads it again.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<ReadBody> {
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      received += chunk.byteLength;
      if (received > maxBytes) return { kind: 'replay', request: replay(req, chunks) };
    }
  } catch (error) {
    return { kind: 'replay', request: replay(req, chunks, error) };
  }
  if (received === 0) return { kind: 'replay', request: replay(req, chunks) };
  const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
  try {
    return { kind: 'json', value: JSON.parse(decoder.decode(whole)) as unknown };
  } catch {
    // Not JSON: the SDK decides what that means (2025-era leg or -32700), from the same bytes.
    return { kind: 'replay', request: replay(req, chunks) };
  }
}
