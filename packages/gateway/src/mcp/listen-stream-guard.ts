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

/** What the guard needs of a Node request and response (Node's own, or a test's). */
interface GuardedReq {
  url?: string;
}
interface GuardedRes {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string): unknown;
}
type NodeHandler<Req extends GuardedReq, Res extends GuardedRes> = (
  req: Req,
  res: Res,
  body?: unknown,
) => Promise<void>;

/** A listen past a cap: whose, which request, which cap. */
export interface ListenRefusal {
  company: string;
  id: string | number | null;
  scope: ListenScope;
  limit: number;
  /** The request's body (its `_meta` may ask for a language). */
  body: unknown;
  /** The request's URL (its query may ask for a language). */
  url: string;
}

/** The answer to a refused listen, written by the caller (JSON-RPC error text, connection closed). */
export interface RefusalAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
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
 * past either it is refused (`refuse` words the answer; the connection is closed). An admitted stream is
 * ended when it has delivered no notification for `idleTimeoutMs` (keep-alive comments do not count)
 * and at `maxLifetimeMs`: the end is a plain end of the SSE stream, which tells a client to listen
 * again (a graceful result would tell it the subscription is over). A stream a dead client left is
 * so reclaimed, and one client cannot hold a slot for ever.
 */
export function createListenStreamGuard(
  limits: ListenStreamLimits,
  refuse: (refusal: ListenRefusal) => RefusalAnswer,
  events: ListenStreamEvents = {},
) {
  const byCompany = new Map<string, number>();
  /** The slot of each admitted listen, by its parsed body (the object the SDK adapter passes on). */
  const admitted = new WeakMap<object, () => void>();
  let total = 0;

  /** Takes a slot for a listen of `company`, or says which cap is full. */
  function take(company: string): (() => void) | ListenScope {
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

  /** Admits a listen request or answers its refusal; other requests pass. */
  function admit(company: string, body: unknown, url: string): RefusalAnswer | undefined {
    if (!isListenRequest(body)) return undefined;
    const slot = take(company);
    if (typeof slot === 'function') {
      admitted.set(body, slot);
      return undefined;
    }
    events.refused?.(company, slot);
    const limit = slot === 'company' ? limits.maxStreamsPerCompany : limits.maxStreams;
    const id = typeof body.id === 'string' || typeof body.id === 'number' ? body.id : null;
    return refuse({ company, id, scope: slot, limit, body, url });
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
    /**
     * One company's Node handler with its listen requests admitted or refused first: a refusal is
     * written here, before the SDK adapter builds a web request for it (a flood of refused listens
     * costs what a plain request costs).
     */
    node<Req extends GuardedReq, Res extends GuardedRes>(
      company: string,
      handler: NodeHandler<Req, Res>,
    ): NodeHandler<Req, Res> {
      return async function admitListen(req, res, body) {
        const refusal = admit(company, body, req.url ?? '/');
        if (refusal) {
          res.writeHead(refusal.status, refusal.headers);
          res.end(refusal.body);
          return;
        }
        try {
          await handler(req, res, body);
        } finally {
          // Admitted but never served (the adapter failed before the SDK): the slot is not kept.
          if (typeof body === 'object' && body !== null) {
            admitted.get(body)?.();
            admitted.delete(body);
          }
        }
      };
    },
    /**
     * `fetch` of one company's SDK handler with its admitted listen streams bounded (a listen that
     * did not come through `node` is admitted or refused here).
     */
    fetch(company: string, fetch: Fetch): Fetch {
      return async function boundedListen(request, options) {
        const body = options?.parsedBody;
        if (!isListenRequest(body)) return fetch(request, options);
        if (!admitted.has(body)) {
          const refusal = admit(company, body, request.url);
          if (refusal)
            return new Response(refusal.body, { status: refusal.status, headers: refusal.headers });
        }
        const release = admitted.get(body)!;
        admitted.delete(body);
        let response: Response;
        try {
          response = await fetch(request, options);
        } catch (error) {
          release();
          throw error;
        }
        const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
        if (!streaming || response.body === null) {
          release(); // refused by the SDK itself (bad params, a legacy request): no stream
          return response;
        }
        events.opened?.(company);
        const wrapped = bounded(response.body, company, release, request.signal);
        return new Response(wrapped, { status: response.status, headers: response.headers });
      };
    },
  };
}
