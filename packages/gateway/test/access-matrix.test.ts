// Role × route matrix, generated from Fastify's own route table: every route the service declares,
// called by every kind of credential, for its own company and a foreign one, through Fastify's
// `inject` (the same routes and hooks without sockets: 11.7 → 4.5 s for the matrix on a busy machine;
// the live event stream still over real HTTP; sockets are the point of other tests). A route
// missing from ROUTES below fails the test, so a new route cannot ship without saying who may call
// it, and that saying is then checked against what the service does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';
import { injectRaw } from './support/send-raw.js';
import type { Req } from './support/send-raw.js';

type Role = 'platform-admin' | 'tenant-admin' | 'runtime';
/** Where a route's company is, as this test sees it (independently of the route's own config). */
type Scope = 'company' | 'server' | 'key' | 'key-create' | 'list' | 'none';
type Company = 'acme' | 'calm' | 'ghost';

interface RouteSpec {
  roles: readonly Role[] | 'public';
  scope: Scope;
  request(company: Company): Promise<Req> | Req;
}

const ADMINS: readonly Role[] = ['platform-admin', 'tenant-admin'];
const RUNTIME: readonly Role[] = ['runtime'];
const ANY: readonly Role[] = ['platform-admin', 'tenant-admin', 'runtime'];

let dir: string;
let tools: TestToolServer;
let service: GatewayService;
let base: string;
const servers: Record<string, string> = {};
const keys: Record<string, string> = {};
let fresh = 0;

const context = (company: string) => ({
  company,
  conversationId: 'cnv_matrix',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'read',
});
const mcpHeaders = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const admin = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
  const answer = await http(base, method, path, {
    token: ADMIN_TOKEN,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
};
const serverOf = (company: Company) => servers[company] ?? 'srv_0123456789abcdef';
/** A server of its own for a cell that removes one (certified like any). */
const freshServer = async (company: Company) =>
  company === 'ghost'
    ? serverOf(company)
    : ((await admin('POST', `/v1/tenants/${company}/servers`, { url: `${tools.url}?fresh=${++fresh}` }))
        .serverId as string);
const freshKey = async (company: Company) =>
  company === 'ghost'
    ? 'key_000000000000000000000000'
    : ((await admin('POST', '/v1/keys', { role: 'runtime', companies: [company], label: `fresh ${++fresh}` }))
        .id as string);

/** Every route of the service: who may call it and how to call it for a company. */
const ROUTES: Record<string, RouteSpec> = {
  'POST /v1/catalog': {
    roles: RUNTIME,
    scope: 'company',
    request: (c) => ({ method: 'POST', path: '/v1/catalog', body: { context: context(c) } }),
  },
  'POST /v1/call': {
    roles: RUNTIME,
    scope: 'company',
    request: (c) => ({
      method: 'POST',
      path: '/v1/call',
      body: {
        context: context(c),
        name: `ext__${c}__consultar_cliente`,
        arguments: { documento: 'CC1032456789' },
      },
    }),
  },
  ...Object.fromEntries(
    (['POST', 'GET', 'DELETE'] as const).map((method) => [
      `${method} /mcp/:company`,
      {
        roles: RUNTIME,
        scope: 'company',
        request: (c: Company) => ({
          method,
          path: `/mcp/${c}?channel=chat&scenario=soporte&agentLevel=read`,
          headers: mcpHeaders,
          ...(method === 'POST' ? { body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} } } : {}),
        }),
      } satisfies RouteSpec,
    ]),
  ),
  'GET /v1/tenants': {
    roles: ADMINS,
    scope: 'list',
    request: () => ({ method: 'GET', path: '/v1/tenants' }),
  },
  'POST /v1/tenants': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({
      method: 'POST',
      path: '/v1/tenants',
      body: { company: c, name: c, currency: 'COP', timezone: 'America/Bogota' },
    }),
  },
  'GET /v1/tenants/:company': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/tenants/${c}` }),
  },
  'POST /v1/tenants/:company/servers': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'POST', path: `/v1/tenants/${c}/servers`, body: { url: tools.url } }),
  },
  'GET /v1/tenants/:company/servers': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/tenants/${c}/servers` }),
  },
  'GET /v1/servers/:id': {
    roles: ADMINS,
    scope: 'server',
    request: (c) => ({ method: 'GET', path: `/v1/servers/${serverOf(c)}` }),
  },
  'GET /v1/servers/:id/tools': {
    roles: ADMINS,
    scope: 'server',
    request: (c) => ({ method: 'GET', path: `/v1/servers/${serverOf(c)}/tools` }),
  },
  'GET /v1/servers/:id/certification': {
    roles: ADMINS,
    scope: 'server',
    request: (c) => ({ method: 'GET', path: `/v1/servers/${serverOf(c)}/certification` }),
  },
  'POST /v1/servers/:id/certify': {
    roles: ADMINS,
    scope: 'server',
    request: (c) => ({ method: 'POST', path: `/v1/servers/${serverOf(c)}/certify` }),
  },
  'PATCH /v1/servers/:id': {
    roles: ADMINS,
    scope: 'server',
    request: (c) => ({
      method: 'PATCH',
      path: `/v1/servers/${serverOf(c)}`,
      body: { testEnvironment: false },
    }),
  },
  'DELETE /v1/servers/:id': {
    roles: ADMINS,
    scope: 'server',
    request: async (c) => ({ method: 'DELETE', path: `/v1/servers/${await freshServer(c)}` }),
  },
  'GET /v1/rules': { roles: ADMINS, scope: 'none', request: () => ({ method: 'GET', path: '/v1/rules' }) },
  'POST /v1/exposure/preview': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'POST', path: '/v1/exposure/preview', body: { context: context(c) } }),
  },
  'POST /v1/playground/call': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({
      method: 'POST',
      path: '/v1/playground/call',
      body: {
        context: context(c),
        name: `ext__${c}__consultar_cliente`,
        arguments: { documento: 'CC1032456789' },
      },
    }),
  },
  'GET /v1/calls': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/calls?company=${c}` }),
  },
  'GET /v1/calls/stream': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/calls/stream?company=${c}` }),
  },
  'GET /v1/usage': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/usage?company=${c}` }),
  },
  'GET /v1/overview': {
    roles: ADMINS,
    scope: 'list',
    request: () => ({ method: 'GET', path: '/v1/overview' }),
  },
  'POST /v1/keys': {
    roles: ADMINS,
    scope: 'key-create',
    request: (c) => ({
      method: 'POST',
      path: '/v1/keys',
      body: { role: 'runtime', companies: [c], label: `matrix ${c}` },
    }),
  },
  'GET /v1/keys': { roles: ADMINS, scope: 'list', request: () => ({ method: 'GET', path: '/v1/keys' }) },
  'DELETE /v1/keys/:id': {
    roles: ADMINS,
    scope: 'key',
    request: async (c) => ({ method: 'DELETE', path: `/v1/keys/${await freshKey(c)}` }),
  },
  'GET /v1/audit': {
    roles: ADMINS,
    scope: 'company',
    request: (c) => ({ method: 'GET', path: `/v1/audit?company=${c}` }),
  },
  'GET /v1/whoami': { roles: ANY, scope: 'none', request: () => ({ method: 'GET', path: '/v1/whoami' }) },
  'GET /metrics': {
    roles: ['platform-admin'],
    scope: 'none',
    request: () => ({ method: 'GET', path: '/metrics' }),
  },
  'GET /healthz': { roles: 'public', scope: 'none', request: () => ({ method: 'GET', path: '/healthz' }) },
  'GET /openapi.json': {
    roles: 'public',
    scope: 'none',
    request: () => ({ method: 'GET', path: '/openapi.json' }),
  },
  'GET /admin': { roles: 'public', scope: 'none', request: () => ({ method: 'GET', path: '/admin' }) },
  'GET /admin/': { roles: 'public', scope: 'none', request: () => ({ method: 'GET', path: '/admin/' }) },
  'GET /admin/*': {
    roles: 'public',
    scope: 'none',
    request: () => ({ method: 'GET', path: '/admin/assets/x.js' }),
  },
};

interface Caller {
  name: string;
  role: Role | null;
  /** The companies it acts for; `*`: all. */
  companies: readonly string[];
  token(): string | undefined;
}
const CALLERS: Caller[] = [
  { name: 'no credential', role: null, companies: [], token: () => undefined },
  { name: 'env admin token', role: 'platform-admin', companies: ['*'], token: () => ADMIN_TOKEN },
  { name: 'env runtime token', role: 'runtime', companies: ['*'], token: () => RUNTIME_TOKEN },
  { name: 'platform-admin key', role: 'platform-admin', companies: ['*'], token: () => keys.platform },
  { name: 'acme tenant-admin key', role: 'tenant-admin', companies: ['acme'], token: () => keys.acmeAdmin },
  { name: 'acme runtime key', role: 'runtime', companies: ['acme'], token: () => keys.acmeRuntime },
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-matrix-'));
  tools = await startToolServer([queryTool('consultar_cliente')]);
  // Failed authentication is throttled per address: off here, where every route gets a 401 on purpose.
  service = createGatewayService(testConfig(dir, { authFailuresPerSecond: 0 }), {
    logger: memoryLogger().logger,
    defaultMetrics: false,
  });
  base = await service.listen();
  for (const company of ['acme', 'calm']) {
    await admin('POST', '/v1/tenants', {
      company,
      name: company,
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    servers[company] = (await admin('POST', `/v1/tenants/${company}/servers`, { url: tools.url })).serverId;
    // Traffic and audit entries of each company, for the lists to (not) show.
    await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: {
        context: context(company),
        name: `ext__${company}__consultar_cliente`,
        arguments: { documento: 'CC1032456789' },
      },
    });
  }
  keys.platform = (await admin('POST', '/v1/keys', { role: 'platform-admin', label: 'ops' })).key;
  keys.acmeAdmin = (
    await admin('POST', '/v1/keys', { role: 'tenant-admin', companies: ['acme'], label: 'acme ops' })
  ).key;
  keys.acmeRuntime = (
    await admin('POST', '/v1/keys', { role: 'runtime', companies: ['acme'], label: 'acme bot' })
  ).key;
  await admin('POST', '/v1/keys', { role: 'tenant-admin', companies: ['calm'], label: 'calm ops' });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await tools?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('role × route matrix', () => {
  it('knows every route the service declares, and no other', () => {
    const declared = service.app.routeTable.map(routeKey).sort();
    expect(declared).toEqual(Object.keys(ROUTES).sort());
  });

  it('every route declares who may call it and where its company is', () => {
    for (const route of service.app.routeTable) {
      if (route.access === 'public') continue;
      expect(route.company, routeKey(route)).toBeDefined();
    }
  });

  it('answers every route × credential × own and foreign company as its row says', async () => {
    const failures: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(what);
    };
    for (const [name, spec] of Object.entries(ROUTES)) {
      for (const caller of CALLERS) {
        for (const company of ['acme', 'calm'] as const) {
          const cell = `${name} · ${caller.name} · ${company}`;
          const answer = await injectRaw(service.app, base, await spec.request(company), caller.token());
          const seen = `${cell}: ${answer.status} ${answer.code ?? ''}`;
          if (spec.roles === 'public') {
            check(answer.status !== 401 && answer.status !== 403, seen);
            continue;
          }
          if (caller.role === null) {
            check(answer.status === 401 && answer.code === 'UNAUTHORIZED' && answer.challenge !== null, seen);
            continue;
          }
          if (!spec.roles.includes(caller.role)) {
            check(answer.status === 403 && answer.code === 'FORBIDDEN', seen);
            continue;
          }
          const own = caller.companies[0] === '*' || caller.companies.includes(company);
          if (!own && spec.scope !== 'list' && spec.scope !== 'none') {
            const expected = {
              company: [403, 'COMPANY_FORBIDDEN'],
              server: [404, 'GATEWAY_UNKNOWN_SERVER'],
              key: [404, 'KEY_NOT_FOUND'],
              'key-create': [403, 'KEY_SCOPE_FORBIDDEN'],
            }[spec.scope];
            check(answer.status === expected[0] && answer.code === expected[1], seen);
            // The same answer for a company (or server, or key) that does not exist at all.
            const ghost = await injectRaw(service.app, base, await spec.request('ghost'), caller.token());
            check(
              ghost.status === answer.status && ghost.code === answer.code,
              `${seen} vs ghost ${ghost.status}`,
            );
            continue;
          }
          check(answer.status !== 401 && answer.status !== 403, seen);
          if (spec.scope === 'server' || spec.scope === 'key') check(answer.status !== 404, seen);
          // What a tenant's credential reads never names another company.
          if (caller.companies[0] !== '*') check(!answer.text.includes('calm'), `${seen} shows calm`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('left the foreign company’s resources as they were', async () => {
    const list = await admin('GET', '/v1/tenants/calm/servers');
    expect(list.servers.map((s: { id: string }) => s.id)).toContain(servers.calm);
    const { keys: all } = await admin('GET', '/v1/keys');
    expect(
      all.some(
        (k: { label: string; revokedAt: string | null }) => k.label === 'calm ops' && k.revokedAt === null,
      ),
    ).toBe(true);
  });
});
