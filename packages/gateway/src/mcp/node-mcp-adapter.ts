import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo, McpHandlerRequestOptions } from '@modelcontextprotocol/server';

type Fetch = (request: Request, options?: McpHandlerRequestOptions) => Promise<Response>;

/** The Node request with the route's pass-through `authInfo` (what the SDK reads as `req.auth`). */
export type NodeMcpRequest = IncomingMessage & { auth?: AuthInfo };

/** `/mcp/{company}` as a Node handler: the request, its response, and the body Fastify parsed. */
export type NodeMcpHandler = (
  req: NodeMcpRequest,
  res: ServerResponse,
  parsedBody?: unknown,
) => Promise<void>;

export interface NodeMcpAdapterOptions {
  /** Told when the SDK's handler throws (it answers its own errors; this is a fault). */
  onerror?(error: Error): void;
}

/** The JSON-RPC id of a single request body, to echo on an error the adapter writes. */
function echoableId(body: unknown): string | number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { id } = body as { id?: unknown };
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The request as the SDK's `fetch` takes it: method, URL, headers and a signal, no body. */
function webRequestOf(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const host = req.headers.host ?? 'localhost';
  return new Request(`http://${host}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, signal });
}

/** Writes an SSE body as it comes, waiting for the socket to drain; stops when the client leaves. */
async function pipeStream(body: ReadableStream<Uint8Array>, res: ServerResponse, signal: AbortSignal) {
  const reader = body.getReader();
  const stop = (): void => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done || signal.aborted) break;
      if (!res.write(next.value)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          res.once('drain', done);
          signal.addEventListener('abort', done, { once: true });
        });
      }
    }
  } catch {
    // The SDK ended the stream with an error, or the client left: either way the response ends.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * The SDK's web-standard handler (`createMcpHandler(...).fetch`) served to Node `(req, res, body)`
 * behind Fastify, which has already read, bounded and parsed the body. It does what the SDK's
 * `toNodeHandler` does, without its two costs per request that a parsed body makes useless:
 * re-serialising the body into the web `Request` (the SDK reads `parsedBody` and never that body)
 * and reading a single JSON answer through the web stream's async iterator (it is read whole and
 * written with one `end`). SSE answers are streamed as they come, with backpressure. Measured with
 * bench/mcp-ab.ts (interleaved rounds, same machine): see the commit that introduced it.
 */
export function nodeMcpAdapter(fetch: Fetch, options: NodeMcpAdapterOptions = {}): NodeMcpHandler {
  return async function nodeMcpHandler(req, res, parsedBody) {
    const abort = new AbortController();
    let finished = false;
    res.once('close', () => {
      if (!finished) abort.abort();
    });
    let response: Response;
    try {
      response = await fetch(webRequestOf(req, abort.signal), {
        ...(req.auth !== undefined ? { authInfo: req.auth } : {}),
        ...(parsedBody !== undefined ? { parsedBody } : {}),
      });
    } catch (error) {
      options.onerror?.(error instanceof Error ? error : new Error(String(error)));
      const id = echoableId(parsedBody);
      const error500 = { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal server error' } };
      response = Response.json(error500, { status: 500 });
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => void (headers[name] = value));
    const body = response.body;
    if (body === null) {
      finished = true;
      res.writeHead(response.status, headers).end();
      return;
    }
    if (!(headers['content-type'] ?? '').startsWith('text/event-stream')) {
      // A failing body (the exchange torn down while it was read) ends the response as it stands.
      const bytes = await response.arrayBuffer().then(Buffer.from, () => Buffer.alloc(0));
      headers['content-length'] = String(bytes.byteLength);
      finished = true;
      res.writeHead(response.status, headers).end(bytes);
      return;
    }
    res.writeHead(response.status, headers);
    // Headers out now: the client learns the stream is open before its first event.
    res.flushHeaders();
    await pipeStream(body, res, abort.signal);
    finished = true;
    res.end();
  };
}
