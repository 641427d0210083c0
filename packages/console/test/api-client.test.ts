import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPortUrl, startLocalServer } from '../src/test-support/local-server';
import type { LocalServer } from '../src/test-support/local-server';
import { createApiClient } from '../src/api/api-client';
import { ApiError } from '../src/api/api-error';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const reply = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void =>
  void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

describe('createApiClient against a real HTTP server', () => {
  it('sends the bearer token and the language, no cookie, and reads the JSON answer', async () => {
    server = await startLocalServer((_req, res) => reply(res, 200, { tenants: [] }));
    const api = createApiClient({ token: 'adm-secret', lang: 'en', baseUrl: server.url });
    await expect(api.listTenants()).resolves.toEqual({ tenants: [] });
    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('/v1/tenants');
    expect(req?.headers.authorization).toBe('Bearer adm-secret');
    expect(req?.headers['accept-language']).toBe('en');
    expect(req?.headers.cookie).toBeUndefined();
  });

  it('encodes path segments and sends JSON bodies', async () => {
    let seen = '';
    server = await startLocalServer((req, res, body) => {
      seen = `${req.method} ${req.url} ${req.headers['content-type']} ${body}`;
      reply(res, 201, { serverId: 's1', certification: {} });
    });
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    await api.registerServer('acme/../x', { url: 'http://tool.test/mcp' });
    expect(seen).toBe(
      'POST /v1/tenants/acme%2F..%2Fx/servers application/json {"url":"http://tool.test/mcp"}',
    );
  });

  it('returns undefined for a 204 (remove)', async () => {
    server = await startLocalServer((_req, res) => res.writeHead(204).end());
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    await expect(api.removeServer('s1')).resolves.toBeUndefined();
    expect(server.requests[0]?.method).toBe('DELETE');
  });

  it("maps the gateway's error body: code, message, field, request id", async () => {
    server = await startLocalServer((_req, res) => {
      reply(
        res,
        400,
        {
          error: {
            code: 'GATEWAY_INVALID_POLICY',
            message: 'nivel inválido',
            field: '/policy/tools/x/level',
          },
        },
        { 'x-request-id': 'req-9' },
      );
    });
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    const error = await api
      .saveTenant({ company: 'acme', name: 'A', currency: 'COP', timezone: 'UTC' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid',
      status: 400,
      code: 'GATEWAY_INVALID_POLICY',
      message: 'nivel inválido',
      field: '/policy/tools/x/level',
      requestId: 'req-9',
    });
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    server = await startLocalServer((_req, res) => {
      reply(
        res,
        401,
        { error: { code: 'UNAUTHORIZED', message: 'token desconocido' } },
        {
          'www-authenticate': 'Bearer realm="asixto-gateway", error="invalid_token"',
        },
      );
    });
    const seen: ApiError[] = [];
    const api = createApiClient({
      token: 'wrong',
      lang: 'es',
      baseUrl: server.url,
      onUnauthorized: (e) => seen.push(e),
    });
    await expect(api.overview()).rejects.toMatchObject({ kind: 'unauthorized', code: 'UNAUTHORIZED' });
    expect(seen).toHaveLength(1);
  });

  it('turns a non-JSON error page (a proxy in front) into a typed error with the status', async () => {
    server = await startLocalServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    await expect(api.listRules()).rejects.toMatchObject({
      kind: 'unavailable',
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('refuses a 200 that is not JSON', async () => {
    server = await startLocalServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    );
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    await expect(api.listTenants()).rejects.toMatchObject({ kind: 'protocol', code: 'NOT_JSON' });
  });

  it('does not follow a redirect with the token', async () => {
    server = await startLocalServer((_req, res) =>
      res.writeHead(302, { location: 'http://127.0.0.1:1/steal' }).end(),
    );
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    await expect(api.listTenants()).rejects.toMatchObject({ kind: 'network' });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a gateway that is down as a network error', async () => {
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: await closedPortUrl() });
    await expect(api.listTenants()).rejects.toMatchObject({ kind: 'network', code: 'NETWORK', status: 0 });
  });

  it('keeps only CallRecord fields from the ring, never argument values', async () => {
    server = await startLocalServer((_req, res) => {
      const call = {
        at: '2026-11-30T10:00:00.000Z',
        company: 'acme',
        tool: 'ext__acme__cancelar_cita',
        outcome: 'ok',
        attempts: 1,
        latencyMs: 12.5,
        truncated: false,
        requestId: 'r1',
        arguments: { documento: '123' },
      };
      reply(res, 200, { calls: [call, { junk: true }] });
    });
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    const { calls } = await api.listCalls({ company: 'acme', outcome: 'ok', limit: 500 });
    expect(server.requests[0]?.url).toBe('/v1/calls?company=acme&outcome=ok&limit=500');
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toHaveProperty('arguments');
  });

  it('rejects with the abort reason when the request is cancelled', async () => {
    server = await startLocalServer(() => undefined); // never answers
    const api = createApiClient({ token: 't', lang: 'es', baseUrl: server.url });
    const controller = new AbortController();
    const pending = api.listTenants(controller.signal);
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });
});
