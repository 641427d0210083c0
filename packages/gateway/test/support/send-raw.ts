// One request of any method to a service, as the role × route matrix sends it: what came back,
// the error code of a JSON error body, the challenge; a live event stream is cut after its headers.

export interface Req {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  code: string | undefined;
  text: string;
  challenge: string | null;
}

export async function sendRaw(base: string, req: Req, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { ...req.headers };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const abort = new AbortController();
  const response = await fetch(base + req.path, {
    method: req.method,
    headers,
    signal: abort.signal,
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
  });
  let text = '';
  // A live stream never ends: its status and first bytes say enough.
  if (
    response.headers.get('content-type')?.startsWith('text/event-stream') &&
    req.path.startsWith('/v1/calls')
  ) {
    abort.abort();
  } else {
    text = await response.text();
  }
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text, challenge: response.headers.get('www-authenticate') };
}

/** The app `sendRaw` would reach over a socket, for `injectRaw`. */
export interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
}

/**
 * `sendRaw` through Fastify's `inject`: the same request through the same routes, hooks and
 * serializers, without a socket (the role × route matrix checks answers, not transport). A live
 * event stream never ends an injected response, so those still go over HTTP to `base`.
 */
export async function injectRaw(
  app: Injectable,
  base: string,
  req: Req,
  token: string | undefined,
): Promise<Answer> {
  if (req.path.startsWith('/v1/calls/stream')) return sendRaw(base, req, token);
  const headers: Record<string, string> = { ...req.headers };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: req.method,
    url: req.path,
    headers,
    ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
  });
  let code: string | undefined;
  try {
    code = (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  const challenge = response.headers['www-authenticate'];
  return {
    status: response.statusCode,
    code,
    text: response.body,
    challenge: typeof challenge === 'string' ? challenge : null,
  };
}
