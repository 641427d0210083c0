// @vitest-environment happy-dom
import type { IncomingMessage, ServerResponse } from 'node:http';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { sessionTokenStore } from '../src/auth/token-store';
import { closedPortUrl, startLocalServer } from '../src/test-support/local-server';
import type { LocalServer } from '../src/test-support/local-server';
import { byLabel, byText, click, render, submit, typeInto, waitFor } from '../src/test-support/render';
import type { Rendered } from '../src/test-support/render';

// These tests drive the whole console in a DOM against a real HTTP server on loopback that answers
// with the admin API's documented shapes; the gateway's own routes are tested end to end elsewhere.

const TOKEN = 'adm-7f3a9c51e2';
const TENANT = {
  company: 'acme',
  name: 'Acme S.A.S.',
  currency: 'COP',
  timezone: 'America/Bogota',
  policy: {},
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  servers: { total: 0, byStatus: {} },
};
const OVERVIEW = { windowMinutes: 15, generatedAt: '2026-11-30T10:00:00.000Z', servers: [] };
const PLATFORM = {
  source: 'env',
  keyId: null,
  label: null,
  role: 'platform-admin',
  companies: ['*'],
  expiresAt: null,
};
const ACME_ADMIN = {
  source: 'key',
  keyId: 'key_0123456789abcdef01234567',
  label: 'acme ops',
  role: 'tenant-admin',
  companies: ['acme'],
  expiresAt: null,
};

type Handler = (req: IncomingMessage, body: string) => [number, unknown];

let server: LocalServer | undefined;
let view: Rendered | undefined;
afterEach(async () => {
  view?.unmount();
  view = undefined;
  await server?.close();
  server = undefined;
  sessionStorage.clear();
  localStorage.clear();
  window.location.hash = '';
});

/** The test's admin API: CORS for the DOM's origin, bearer check, `/v1/whoami`, then `handler`. */
async function adminApi(handler: Handler, identity: unknown = PLATFORM): Promise<LocalServer> {
  return startLocalServer((req: IncomingMessage, res: ServerResponse, body: string) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type, accept-language',
      'access-control-allow-methods': 'GET, POST, DELETE',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const [status, payload] =
      req.headers.authorization !== `Bearer ${TOKEN}`
        ? [401, { error: { code: 'UNAUTHORIZED', message: 'Token desconocido.' } }]
        : req.url === '/v1/whoami'
          ? [200, identity]
          : handler(req, body);
    res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(payload));
  });
}

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the console in a browser DOM', () => {
  it('signs in only with a token the API accepts, keeps it in sessionStorage, and signs out', async () => {
    server = await adminApi((req) =>
      req.url === '/v1/tenants' ? [200, { tenants: [TENANT] }] : [200, OVERVIEW],
    );
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    const form = view.container.querySelector('form');
    typeInto(byLabel(view.container, 'Llave o token de administración'), 'wrong-token');
    submit(form);
    await waitFor(() => byText(view!.container, 'El gateway rechazó este token.'));
    expect(sessionStorage.length).toBe(0);
    expect(byText(view.container, 'Cerrar sesión', 'button')).toBeUndefined();

    typeInto(byLabel(view.container, 'Llave o token de administración'), TOKEN);
    submit(form);
    await waitFor(() => byText(view!.container, 'No hay servidores registrados.'));
    expect(Object.values(sessionStorage)).toContain(TOKEN);
    expect(document.body.textContent).not.toContain(TOKEN);

    click(byText(view.container, 'Cerrar sesión', 'button'));
    await waitFor(() => byText(view!.container, 'Sesión cerrada.'));
    expect(sessionStorage.length).toBe(0);
  });

  it('switches to English and asks the API for English messages', async () => {
    server = await adminApi(() => [200, OVERVIEW]);
    sessionTokenStore(sessionStorage).set(TOKEN);
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    await waitFor(() => byText(view!.container, 'No hay servidores registrados.'));
    click(byText(view.container, 'English', 'button'));
    await waitFor(() => byText(view!.container, 'No servers are registered.'));
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() =>
      server!.requests.some((r) => r.method === 'GET' && r.headers['accept-language'] === 'en'),
    );
  });

  it('shows an error banner with a retry button, not a blank page, when the API is down', async () => {
    sessionTokenStore(sessionStorage).set(TOKEN);
    view = render(<App apiBaseUrl={await closedPortUrl()} queryClient={noRetry()} />);
    const banner = await waitFor(() => view!.container.querySelector('[role="alert"]'));
    expect(banner.textContent).toContain('No se pudo conectar con el gateway.');
    expect(byText(banner, 'Reintentar', 'button')).toBeDefined();
    expect(byText(view.container, 'Empresas', 'a')).toBeDefined();
  });

  it('recovers on retry once the gateway answers again', async () => {
    let calls = 0;
    server = await adminApi(() =>
      ++calls === 1
        ? [503, { error: { code: 'GATEWAY_CLOSED', message: 'El gateway se está cerrando.' } }]
        : [200, OVERVIEW],
    );
    sessionTokenStore(sessionStorage).set(TOKEN);
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    const banner = await waitFor(() => view!.container.querySelector('[role="alert"]'));
    expect(banner.textContent).toContain('HTTP 503');
    expect(banner.textContent).toContain('El gateway se está cerrando.');
    click(byText(banner, 'Reintentar', 'button'));
    await waitFor(() => byText(view!.container, 'No hay servidores registrados.'));
  });

  it("shows the gateway's policy refusal at its JSON path in the tenant's policy editor", async () => {
    const posted: unknown[] = [];
    server = await adminApi((req, body) => {
      if (req.method === 'POST' && req.url === '/v1/tenants') {
        posted.push(JSON.parse(body));
        return [
          400,
          {
            error: {
              code: 'GATEWAY_INVALID_POLICY',
              message: 'level must be read, write or admin',
              field: '/policy/tools/x/level',
            },
          },
        ];
      }
      if (req.url === '/v1/tenants/acme') return [200, TENANT];
      if (req.url === '/v1/tenants/acme/servers') return [200, { servers: [] }];
      return [404, { error: { code: 'NOT_FOUND', message: 'no' } }];
    });
    sessionTokenStore(sessionStorage).set(TOKEN);
    window.location.hash = '#/tenants/acme';
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    const area = await waitFor(() => byLabel<HTMLTextAreaElement>(view!.container, 'Política (JSON)'));
    typeInto(area, '{\n  "tools": { "x": { "level": "root" } }\n}');
    click(byText(view.container, 'Guardar política', 'button'));
    const alert = await waitFor(() =>
      [...view!.container.querySelectorAll('[role="alert"]')].find((el) =>
        el.textContent?.includes('/tools/x/level'),
      ),
    );
    expect(alert.textContent).toContain('level must be read, write or admin');
    expect(alert.textContent).toContain('línea 2, columna 21');
    expect(posted).toEqual([
      {
        company: 'acme',
        name: 'Acme S.A.S.',
        currency: 'COP',
        timezone: 'America/Bogota',
        policy: { tools: { x: { level: 'root' } } },
      },
    ]);
  });

  it('refuses a runtime credential at sign-in: it is not an admin one', async () => {
    server = await adminApi(() => [200, OVERVIEW], { ...ACME_ADMIN, role: 'runtime' });
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    typeInto(byLabel(view.container, 'Llave o token de administración'), TOKEN);
    submit(view.container.querySelector('form'));
    await waitFor(() =>
      byText(view!.container, 'Esta credencial es de ejecución (agentes), no de administración.'),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('lands a tenant admin on its company, offers no tenant creation, and lists its audit trail', async () => {
    const audit = {
      entries: [
        {
          at: '2026-11-30T10:05:00.000Z',
          actor: ACME_ADMIN.keyId,
          actorLabel: 'acme ops',
          role: 'tenant-admin',
          action: 'server.register',
          company: 'acme',
          target: 'srv_1',
          outcome: 'ok',
        },
      ],
      nextCursor: null,
    };
    server = await adminApi((req) => {
      if (req.url === '/v1/tenants') return [200, { tenants: [TENANT] }];
      if (req.url === '/v1/tenants/acme') return [200, TENANT];
      if (req.url === '/v1/tenants/acme/servers') return [200, { servers: [] }];
      if (req.url?.startsWith('/v1/audit')) return [200, audit];
      return [200, OVERVIEW];
    }, ACME_ADMIN);
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    typeInto(byLabel(view.container, 'Llave o token de administración'), TOKEN);
    submit(view.container.querySelector('form'));
    await waitFor(() => (window.location.hash === '#/tenants/acme' ? true : undefined));
    await waitFor(() => byText(view!.container, 'Sesión: acme ops · administración de empresa'));
    const nav = view.container.querySelector('nav')!;
    expect(byText(nav, 'Mi empresa', 'a')?.getAttribute('href')).toBe('#/tenants/acme');
    expect(byText(nav, 'Empresas', 'a')).toBeUndefined();
    window.location.hash = '#/tenants';
    await waitFor(() => byText(view!.container, 'acme', 'code'));
    expect(byText(view.container, 'Nueva empresa')).toBeUndefined();
    window.location.hash = '#/audit';
    await waitFor(() => byText(view!.container, 'server.register', 'code'));
    expect(view.container.textContent).toContain('srv_1');
  });

  it('marks a server whose answers the gateway keeps cleaning of traces or secrets', async () => {
    const leaking = {
      id: 'srv_1',
      company: 'acme',
      url: 'https://tools.acme.co/mcp',
      era: 'modern',
      status: 'certified',
      hasCredential: true,
      hasTestData: false,
      testEnvironment: false,
      certifiedTools: ['consultar_cliente'],
      changedTools: [],
      lastCertification: null,
      breaker: 'closed',
      leaks: { windowMinutes: 15, calls: 3, lastAt: '2026-11-30T10:05:00.000Z', rules: ['call-no-secrets'] },
      createdAt: '2026-11-30T10:00:00.000Z',
      updatedAt: '2026-11-30T10:00:00.000Z',
    };
    const clean = {
      ...leaking,
      id: 'srv_2',
      url: 'https://otro.acme.co/mcp',
      leaks: { ...leaking.leaks, calls: 0, rules: [] },
    };
    server = await adminApi((req) => {
      if (req.url === '/v1/tenants/acme') return [200, TENANT];
      if (req.url === '/v1/tenants/acme/servers') return [200, { servers: [leaking, clean] }];
      return [404, { error: { code: 'NOT_FOUND', message: 'no' } }];
    });
    sessionTokenStore(sessionStorage).set(TOKEN);
    window.location.hash = '#/tenants/acme';
    view = render(<App apiBaseUrl={server.url} queryClient={noRetry()} />);
    const badge = await waitFor(() =>
      byText(view!.container, 'filtra datos: 3 respuestas limpiadas en 15 min'),
    );
    expect(badge.getAttribute('title')).toContain('call-no-secrets');
    expect(badge.closest('article')?.textContent).toContain('https://tools.acme.co/mcp');
    expect(view.container.querySelectorAll('.badge-leaking')).toHaveLength(1);
  });
});
