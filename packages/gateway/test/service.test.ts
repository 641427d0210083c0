import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import {
  ADMIN_TOKEN,
  RUNTIME_TOKEN,
  UPSTREAM_TOKEN,
  http,
  memoryLogger,
  testConfig,
} from './service-helpers.js';

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

let dir: string;
let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let service: GatewayService;
let base: string;
let serverId: string;
const logs = memoryLogger();
/** Every JSON-RPC body the gateway sent upstream (real traffic, recorded on the way out). */
const upstreamBodies: Record<string, unknown>[] = [];

const context = (over: Record<string, unknown> = {}) => ({
  company: 'acme',
  conversationId: 'cnv_service_1',
  channel: 'chat',
  scenario: 'general',
  agentLevel: 'write',
  ...over,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-service-'));
  reference = await startReferenceServer({
    tokens: [UPSTREAM_TOKEN],
    databasePath: join(dir, 'reference.sqlite'),
    logger: pino({ level: 'silent' }),
  });
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: logs.logger,
    defaultMetrics: false,
    gateway: {
      fetch: async (url, init) => {
        if (typeof init?.body === 'string')
          upstreamBodies.push(JSON.parse(init.body) as Record<string, unknown>);
        return fetch(url, init);
      },
    },
  });
  base = await service.listen();
});

afterAll(async () => {
  await service?.close();
  await reference?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('administration over HTTP', () => {
  it('creates a tenant (201), and answers 200 when it already exists', async () => {
    const tenant = { company: 'acme', name: 'Acme S.A.S.', currency: 'COP', timezone: 'America/Bogota' };
    const created = await http(base, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: tenant });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject(tenant);
    const again = await http(base, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: tenant });
    expect(again.status).toBe(200);
  });

  it('registers and certifies a server, answering with the certification summary', async () => {
    const r = await http(base, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: reference.url, token: UPSTREAM_TOKEN },
    });
    expect(r.status).toBe(201);
    expect(r.json.serverId).toEqual(expect.any(String));
    expect(r.json.certification.summary.blocking).toBe(0);
    expect(r.json.certification.certifiedTools).toContain('consultar_cliente');
    serverId = r.json.serverId as string;
  });

  it('lists the servers of a tenant without any credential', async () => {
    const r = await http(base, 'GET', '/v1/tenants/acme/servers', { token: ADMIN_TOKEN });
    expect(r.status).toBe(200);
    expect(r.json.servers).toHaveLength(1);
    expect(r.json.servers[0]).toMatchObject({ id: serverId, url: reference.url, hasCredential: true });
    expect(r.text).not.toContain(UPSTREAM_TOKEN);
    expect(r.json.servers[0]).not.toHaveProperty('credential');
  });

  it('re-certifies on demand and returns the latest certification', async () => {
    const certified = await http(base, 'POST', `/v1/servers/${serverId}/certify`, { token: ADMIN_TOKEN });
    expect(certified.status).toBe(200);
    expect(certified.json.summary.blocking).toBe(0);
    const latest = await http(base, 'GET', `/v1/servers/${serverId}/certification`, { token: ADMIN_TOKEN });
    expect(latest.status).toBe(200);
    expect(latest.json).toMatchObject({ serverId, summary: { blocking: 0 } });
    expect(latest.text).not.toContain(UPSTREAM_TOKEN);
  });

  it('answers 404 for an unknown company or server, naming what to do', async () => {
    const company = await http(base, 'GET', '/v1/tenants/nadie/servers', { token: ADMIN_TOKEN });
    expect(company.status).toBe(404);
    expect(company.json.error).toMatchObject({ code: 'GATEWAY_UNKNOWN_COMPANY' });
    expect(company.json.error.message).toContain('POST /v1/tenants');
    const server = await http(base, 'POST', '/v1/servers/srv_nope/certify', { token: ADMIN_TOKEN });
    expect(server.status).toBe(404);
    expect(server.json.error.code).toBe('GATEWAY_UNKNOWN_SERVER');
    const cert = await http(base, 'GET', '/v1/servers/srv_nope/certification', { token: ADMIN_TOKEN });
    expect(cert.status).toBe(404);
  });

  it('refuses to register a server for an unknown company or with a bad URL', async () => {
    const unknown = await http(base, 'POST', '/v1/tenants/nadie/servers', {
      token: ADMIN_TOKEN,
      body: { url: reference.url },
    });
    expect(unknown.status).toBe(404);
    const badUrl = await http(base, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: 'ftp://example.com/mcp' },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.json.error.code).toBe('GATEWAY_URL_REFUSED');
  });
});

describe('the agent runtime over HTTP', () => {
  it('gets the catalog in MCP, OpenAI and Anthropic shapes with the verbs text', async () => {
    const mcp = await http(base, 'POST', '/v1/catalog', {
      token: RUNTIME_TOKEN,
      body: { context: context() },
    });
    expect(mcp.status).toBe(200);
    const names = (mcp.json.tools as { name: string }[]).map((t) => t.name);
    expect(names).toContain('ext__acme__consultar_cliente');
    expect(names).not.toContain('ext__acme__cancelar_cita'); // admin tool, write agent
    expect(mcp.json.tools[0]).toHaveProperty('inputSchema');
    expect(mcp.json.verbsText).toMatch(/^Puedes: /);
    expect(mcp.headers.get('x-request-id')).toBe(mcp.json.requestId);

    const openai = await http(base, 'POST', '/v1/catalog', {
      token: RUNTIME_TOKEN,
      body: { context: context(), format: 'openai' },
    });
    expect(openai.json.tools[0]).toMatchObject({ type: 'function', function: { name: names[0] } });
    const anthropic = await http(base, 'POST', '/v1/catalog', {
      token: RUNTIME_TOKEN,
      body: { context: context(), format: 'anthropic' },
    });
    expect(anthropic.json.tools[0]).toMatchObject({ name: names[0], input_schema: expect.any(Object) });
  });

  it('filters by scenario and agent level', async () => {
    const cancel = async (agentLevel: string) =>
      (
        await http(base, 'POST', '/v1/catalog', {
          token: RUNTIME_TOKEN,
          body: { context: context({ scenario: 'cancelacion', agentLevel }) },
        })
      ).json.tools.map((t: { name: string }) => t.name);
    expect(await cancel('write')).not.toContain('ext__acme__cancelar_cita');
    expect(await cancel('admin')).toContain('ext__acme__cancelar_cita');
  });

  it('calls a tool; the agent request id and traceparent travel upstream in _meta', async () => {
    upstreamBodies.length = 0;
    const r = await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      headers: { traceparent: TRACEPARENT },
      body: {
        context: context({ requestId: 'req_agent_42' }),
        name: 'ext__acme__consultar_cliente',
        arguments: { documento: 'CC1032456789' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ outcome: 'ok', requestId: 'req_agent_42', truncated: false, attempts: 1 });
    expect(r.json.text).toContain('Ana');
    expect(r.headers.get('x-request-id')).toBe('req_agent_42');
    const call = upstreamBodies.find((b) => b.method === 'tools/call') as {
      params: { _meta: Record<string, unknown> };
    };
    expect(call.params._meta['com.asixto/requestId']).toBe('req_agent_42');
    expect(call.params._meta.traceparent).toBe(TRACEPARENT);
    // The same id is in the service's JSON logs: one line per call, the runtime's, with the outcome;
    // no second HTTP access line for a call that reached the pipeline.
    // Lines are written in order: once a later request's HTTP line is there, the call's would be too.
    const later = await http(base, 'GET', '/healthz');
    await vi.waitFor(() =>
      expect(logs.lines().some((l) => l.requestId === later.headers.get('x-request-id'))).toBe(true),
    );
    const tagged = logs.lines().filter((l) => JSON.stringify(l).includes('req_agent_42'));
    expect(tagged.filter((l) => l.msg === 'tool call')).toMatchObject([
      { requestId: 'req_agent_42', tool: 'consultar_cliente', outcome: 'ok' },
    ]);
    expect(tagged.some((l) => l.msg === 'http request')).toBe(false);
  });

  it('generates a request id when the agent sends none and returns it', async () => {
    const r = await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: {
        context: context(),
        name: 'ext__acme__consultar_cliente',
        arguments: { documento: 'CC8891234567' },
      },
    });
    expect(r.json.outcome).toBe('ok');
    expect(r.json.requestId).toMatch(/^req_/);
    expect(r.headers.get('x-request-id')).toBe(r.json.requestId);
  });

  it('answers an unknown tool with a rejected outcome (200), and an unknown company with 404', async () => {
    const tool = await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: { context: context(), name: 'ext__acme__borrar_todo', arguments: {} },
    });
    expect(tool.status).toBe(200);
    expect(tool.json).toMatchObject({ outcome: 'rejected', attempts: 0 });
    const company = await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: { context: context({ company: 'nadie' }), name: 'ext__nadie__x', arguments: {} },
    });
    expect(company.status).toBe(404);
    expect(company.json.error.code).toBe('GATEWAY_UNKNOWN_COMPANY');
    // A call refused before the pipeline has no call line: its HTTP line is its record.
    const refusedId = company.headers.get('x-request-id');
    // onResponse runs once the response is written: the client may read it first.
    await vi.waitFor(() =>
      expect(logs.lines().filter((l) => l.requestId === refusedId)).toMatchObject([
        { msg: 'http request', route: '/v1/call', status: 404 },
      ]),
    );
    const catalog = await http(base, 'POST', '/v1/catalog', {
      token: RUNTIME_TOKEN,
      body: { context: context({ company: 'nadie' }) },
    });
    expect(catalog.status).toBe(404);
  });
});

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate: Bearer to a missing or wrong token', async () => {
    const missing = await http(base, 'POST', '/v1/catalog', { body: { context: context() } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(missing.json.error.code).toBe('UNAUTHORIZED');
    const wrong = await http(base, 'GET', '/v1/tenants/acme/servers', { token: 'not-a-token-at-all-000' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('never lets a runtime token administer (403), nor an admin token act as the agent', async () => {
    const tenant = { company: 'intruso', name: 'X', currency: 'COP', timezone: 'America/Bogota' };
    const r = await http(base, 'POST', '/v1/tenants', { token: RUNTIME_TOKEN, body: tenant });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe('FORBIDDEN');
    expect(await service.gateway.getTenant('intruso')).toBeUndefined();
    for (const [method, path] of [
      ['POST', '/v1/tenants/acme/servers'],
      ['GET', '/v1/tenants/acme/servers'],
      ['POST', `/v1/servers/${serverId}/certify`],
      ['GET', `/v1/servers/${serverId}/certification`],
      ['GET', '/metrics'],
    ] as const) {
      const denied = await http(base, method, path, {
        token: RUNTIME_TOKEN,
        body: method === 'POST' ? {} : undefined,
      });
      expect(denied.status, `${method} ${path}`).toBe(403);
    }
    const agent = await http(base, 'POST', '/v1/call', {
      token: ADMIN_TOKEN,
      body: {
        context: context(),
        name: 'ext__acme__consultar_cliente',
        arguments: { documento: 'CC1032456789' },
      },
    });
    expect(agent.status).toBe(403);
  });

  it('serves /healthz liveness without a token, and the detail only with the admin token', async () => {
    const r = await http(base, 'GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) });
    const runtime = await http(base, 'GET', '/healthz', { token: RUNTIME_TOKEN });
    expect(Object.keys(runtime.json as object)).toEqual(['status']);
    const admin = await http(base, 'GET', '/healthz', { token: ADMIN_TOKEN });
    expect(admin.json).toMatchObject({
      tenants: 1,
      servers: { total: expect.any(Number) },
      problems: expect.any(Array),
    });
    const detail = (admin.json as { servers: { detail: { breaker: string }[] } }).servers.detail;
    expect(detail.every((d) => d.breaker === 'closed')).toBe(true);
  });
});

describe('metrics', () => {
  it('exposes calls, latency, cache lookups and HTTP requests to an admin token', async () => {
    // One request over the body limit (the test config's 64 KiB), counted with its status.
    const big = { context: context(), name: 'x', arguments: { blob: 'x'.repeat(70 * 1024) } };
    expect((await http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: big })).status).toBe(413);
    const r = await http(base, 'GET', '/metrics', { token: ADMIN_TOKEN });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const tool = 'tool="consultar_cliente"';
    expect(r.text).toMatch(
      new RegExp(`asixto_gateway_calls_total\\{company="acme",${tool},outcome="ok"\\} [2-9]`),
    );
    expect(r.text).toContain(
      `asixto_gateway_call_duration_seconds_count{company="acme",${tool},outcome="ok"}`,
    );
    expect(r.text).toMatch(/asixto_gateway_catalog_cache_lookups_total\{company="acme",result="hit"\} \d+/);
    expect(r.text).toContain(
      'asixto_gateway_http_requests_total{method="POST",route="/v1/call",status="200"}',
    );
    expect(r.text).toContain(
      'asixto_gateway_http_requests_total{method="POST",route="/v1/call",status="413"}',
    );
  });
});
