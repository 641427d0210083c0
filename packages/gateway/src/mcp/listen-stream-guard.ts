import type { McpHandlerRequestOptions } from '@modelcontextprotocol/server';

/** The bounds on the MCP endpoint's `subscriptions/listen` streams, in this instance. */
export interface ListenStreamLimits {
  /** Open streams of all companies. */
  maxStreams: number;
  /** Open streams of one company. */
  maxStreamsPerCompany: number;
  /** A stream that has delivered no notification for this long is ended. */
  idleTimeoutMs: number;
  /** A stream is ended at this age. */
  maxLifetimeMs: number;
}

/** What a refusal or an end is about, for metrics and the refusal's text. */
export type ListenScope = 'company' | 'instance';
export type ListenEnd = 'idle' | 'lifetime' | 'closed';

export interface ListenStreamEvents {
  opened?(company: string): void;
  refused?(company: string, scope: ListenScope): void;
  ended?(company: string, why: ListenEnd): void;
}

type Fetch = (request: Request, options?: McpHandlerRequestOptions) => Promise<Response>;

/** A refusal, written by the caller as a JSON-RPC error (the SDK's own code for its limit). */
export interface ListenRefusal {
  company: string;
  id: string | number | null;
  scope: ListenScope;
  limit: number;
  body: unknown;
}

/** The SDK's own code for its subscription limit, so clients that know it recognise this one. */
export const LISTEN_LIMIT_CODE = -32603;

/** The service's defaults (see its configuration). */
export const DEFAULT_LISTEN_LIMITS: ListenStreamLimits = {
  maxStreams: 1_024,
  maxStreamsPerCompany: 64,
  idleTimeoutMs: 600_000,
  maxLifetimeMs: 3_600_000,
};

/** Whether a request body opens a `subscriptions/listen` stream (the SDK serves only a single message so). */
export function isListenRequest(body: unknown): body is { id?: unknown; method: 'subscriptions/listen' } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    (body as { method?: unknown }).method === 'subscriptions/listen'
  );
}

/**
 * Bounds the MCP endpoint's `subscriptions/listen` streams: each is long-lived and holds a
 * connection (a file descriptor) for as long as it is open, so without bounds a client could open
 * them until the process has none left (every tenant's connections reset, `/healthz` failing).
 * A listen request is counted against its company's cap and the instance's before the SDK sees it;
 * past either it is refused (`refuse` answers it, the connection is closed). An admitted stream is
 * ended when it has delivered no notification for `idleTimeoutMs` (keep-alive comments do not count)
 * and at `maxLifetimeMs`: the end is a plain end of the SSE stream, which tells a client to listen
 * again (a graceful result would tell it the subscription is over). A stream a dead client left is
 * so reclaimed, and one client cannot hold a slot for ever.
 */
export function createListenStreamGuard(
  limits: ListenStreamLimits,
  refuse: (refusal: ListenRefusal, request: Request) => Response,
  events: ListenStreamEvents = {},
) {
  const byCompany = new Map<string, number>();
  let total = 0;

  function admit(company: string): (() => void) | ListenScope {
    const mine = byCompany.get(company) ?? 0;
    if (mine >= limits.maxStreamsPerCompany) return 'company';
    if (total >= limits.maxStreams) return 'instance';
    byCompany.set(company, mine + 1);
    total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total--;
      const left = (byCompany.get(company) ?? 1) - 1;
      if (left > 0) byCompany.set(company, left);
      else byCompany.delete(company);
    };
  }

  /** The SSE body of an admitted stream, ended on idleness or age; `release` runs once when it ends. */
  function bounded(
    body: ReadableStream<Uint8Array>,
    company: string,
    release: () => void,
    signal: AbortSignal,
  ) {
    const reader = body.getReader();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let done = false;
    const finish = (why: ListenEnd): void => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      clearTimeout(lifetime);
      signal.removeEventListener('abort', onAbort);
      release();
      events.ended?.(company, why);
      if (why !== 'closed') {
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      }
      // Tears the SDK's side down (its subscription, its keep-alive timer).
      reader.cancel().catch(() => undefined);
    };
    const idle = setTimeout(() => finish('idle'), limits.idleTimeoutMs);
    const lifetime = setTimeout(() => finish('lifetime'), limits.maxLifetimeMs);
    idle.unref();
    lifetime.unref();
    const onAbort = (): void => finish('closed');
    signal.addEventListener('abort', onAbort, { once: true });
    return new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      async pull(c) {
        const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (done) return;
        if (next.done) {
          c.close();
          return finish('closed');
        }
        // An SSE comment (`: keepalive`) keeps the connection alive, not the stream busy.
        if (next.value[0] !== 0x3a) idle.refresh();
        c.enqueue(next.value);
      },
      cancel() {
        finish('closed');
      },
    });
  }

  return {
    /** Open streams: all, and by company. */
    open: () => ({ total, byCompany: Object.fromEntries(byCompany) }),
    /** `fetch` of one company's SDK handler, with its listen streams bounded. */
    wrap(company: string, fetch: Fetch): Fetch {
      return async function boundedListen(request, options) {
        const body = options?.parsedBody;
        if (!isListenRequest(body)) return fetch(request, options);
        const admitted = admit(company);
        if (typeof admitted === 'string') {
          events.refused?.(company, admitted);
          const limit = admitted === 'company' ? limits.maxStreamsPerCompany : limits.maxStreams;
          const id = typeof body.id === 'string' || typeof body.id === 'number' ? body.id : null;
          return refuse({ company, id, scope: admitted, limit, body }, request);
        }
        let response: Response;
        try {
          response = await fetch(request, options);
        } catch (error) {
          admitted();
          throw error;
        }
        const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
        if (!streaming || response.body === null) {
          admitted(); // refused by the SDK itself (bad params, a legacy request): no stream
          return response;
        }
        events.opened?.(company);
        const wrapped = bounded(response.body, company, admitted, request.signal);
        return new Response(wrapped, { status: response.status, headers: response.headers });
      };
    },
  };
}
