// Tenant isolation end to end, over real sockets: a real gateway service (SQLite registry) and a real
// MCP tool server for two companies. A platform admin creates the tenants and keys; acme's runtime
// key reaches acme's tools and nothing of calm's; acme's tenant admin sees and changes acme only;
// every change is in the audit trail; a revoked key stops working; the registry never holds a key;
// a burst of wrong tokens is throttled.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { createGatewayService, REGISTRY_FILE } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';
import { within } from './support/within.js';

const UPSTREAM = 'tok-test-server-1';
const DOCUMENT = 'CC1032456789';
let dir: string;
let tools: TestToolServer;
let service: GatewayService;
let base: string;
const logs = memoryLogger('warn');
const clients: Client[] = [];
let acmeRuntime: { id: string; key: string };
let acmeAdmin: { id: string; key: string };

const context = (company: string) => ({
  company,
  conversationId: 'cnv_access_1',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'read',
});
const callBody = (company: string) => ({
  context: context(company),
  name: `ext__${company}__consultar_cliente`,
  arguments: { documento: DOCUMENT },
});
const platform = { token: ADMIN_TOKEN };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-access-'));
  tools = await startToolServer([queryTool('consultar_cliente')]);
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: logs.logger,
    defaultMetrics: false,
  });
  base = await service.listen();
});

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  await service?.close();
  await tools?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('tenant isolation', () => {
  it('lets a platform admin create the tenants, their servers and scoped keys', async () => {
    for (const company of ['acme', 'calm']) {
      const tenant = { company, name: company.toUpperCase(), currency: 'COP', timezone: 'America/Bogota' };
      expect((await http(base, 'POST', '/v1/tenants', { ...platform, body: tenant })).status).toBe(201);
      const server = await http(base, 'POST', `/v1/tenants/${company}/servers`, {
        ...platform,
        body: { url: tools.url, token: UPSTREAM },
      });
      expect(server.status).toBe(201);
    }
    const runtime = await http(base, 'POST', '/v1/keys', {
      ...platform,
      body: { role: 'runtime', companies: ['acme'], label: 'acme agents' },
    });
    expect(runtime.status).toBe(201);
    expect(runtime.json).toEqual({
      id: expect.stringMatching(/^key_[0-9a-f]{24}$/),
      key: expect.stringMatching(/^asxk_[A-Za-z0-9_-]{43}$/),
      role: 'runtime',
      companies: ['acme'],
      label: 'acme agents',
      createdAt: expect.any(String),
      expiresAt: null,
    });
    acmeRuntime = runtime.json;
    const tenantAdmin = await http(base, 'POST', '/v1/keys', {
      ...platform,
      body: { role: 'tenant-admin', companies: ['acme'], label: 'acme integration' },
    });
    expect(tenantAdmin.status).toBe(201);
    acmeAdmin = tenantAdmin.json;
    // A key for a company that does not exist is refused.
    const ghost = await http(base, 'POST', '/v1/keys', {
      ...platform,
      body: { role: 'runtime', companies: ['ghost'], label: 'nobody' },
    });
    expect(ghost.json.error.code).toBe('GATEWAY_UNKNOWN_COMPANY');
    // Who each credential is.
    expect((await http(base, 'GET', '/v1/whoami', { token: acmeAdmin.key })).json).toEqual({
      source: 'key',
      keyId: acmeAdmin.id,
      label: 'acme integration',
      role: 'tenant-admin',
      companies: ['acme'],
      expiresAt: null,
    });
    expect((await http(base, 'GET', '/v1/whoami', platform)).json).toMatchObject({
      source: 'env',
      keyId: null,
      role: 'platform-admin',
      companies: ['*'],
    });
  });

  it("acme's runtime key calls acme's tools over /v1/call and /mcp/acme, and gets 403 for calm", async () => {
    const token = acmeRuntime.key;
    const call = await http(base, 'POST', '/v1/call', { token, body: callBody('acme') });
    expect(call.status).toBe(200);
    expect(call.json.outcome).toBe('ok');
    const client = await connectPinnedClient(`${base}/mcp/acme`, { token });
    clients.push(client);
    const meta = {
      'com.asixto/conversationId': 'cnv_access_mcp',
      'com.asixto/channel': 'chat',
      'com.asixto/scenario': 'soporte',
      'com.asixto/agentLevel': 'read',
    };
    const listed = await client.listTools({ _meta: meta });
    expect(listed.tools.map((t) => t.name)).toEqual(['ext__acme__consultar_cliente']);
    const mcpCall = await client.callTool({
      name: 'ext__acme__consultar_cliente',
      arguments: { documento: DOCUMENT },
      _meta: meta,
    });
    expect(mcpCall._meta?.['com.asixto/outcome']).toBe('ok');

    const refusals = [
      await http(base, 'POST', '/v1/call', { token, body: callBody('calm') }),
      await http(base, 'POST', '/v1/catalog', { token, body: { context: context('calm') } }),
      await http(base, 'POST', '/mcp/calm?channel=chat&scenario=soporte&agentLevel=read', {
        token,
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
        headers: { accept: 'application/json, text/event-stream' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('COMPANY_FORBIDDEN');
    }
    // The same answer for a company that does not exist.
    const ghost = await http(base, 'POST', '/v1/call', { token, body: callBody('ghost') });
    expect({ status: ghost.status, code: ghost.json.error.code }).toEqual({
      status: 403,
      code: 'COMPANY_FORBIDDEN',
    });
    // A tool of calm's named under acme's context never leaves the pipeline.
    const crossed = await http(base, 'POST', '/v1/call', {
      token,
      body: { ...callBody('acme'), name: 'ext__calm__consultar_cliente' },
    });
    expect(crossed.json.outcome).toBe('rejected');
    // calm's traffic, for the lists below to leave out.
    expect(
      (await http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: callBody('calm') })).status,
    ).toBe(200);
  });

  it("acme's tenant admin sees and changes acme only, and cannot create tenants", async () => {
    const token = acmeAdmin.key;
    const tenants = await http(base, 'GET', '/v1/tenants', { token });
    expect(tenants.json.tenants.map((t: { company: string }) => t.company)).toEqual(['acme']);
    const foreign = await http(base, 'POST', '/v1/tenants/calm/servers', { token, body: { url: tools.url } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('COMPANY_FORBIDDEN');
    const created = await http(base, 'POST', '/v1/tenants', {
      token,
      body: {
        company: 'acme',
        name: 'ACME',
        currency: 'COP',
        timezone: 'America/Bogota',
        policy: { tools: {} },
      },
    });
    expect(created.status).toBe(200);
    // The same policy, another name: an update, not a policy change.
    const renamed = await http(base, 'POST', '/v1/tenants', {
      token,
      body: { company: 'acme', name: 'Acme S.A.S.', currency: 'COP', timezone: 'UTC', policy: { tools: {} } },
    });
    expect(renamed.status).toBe(200);
    const creating = await http(base, 'POST', '/v1/tenants', {
      token,
      body: { company: 'zeta', name: 'Zeta', currency: 'COP', timezone: 'UTC' },
    });
    // zeta is outside its companies: refused as any foreign company, before anything else.
    expect(creating.json.error.code).toBe('COMPANY_FORBIDDEN');
    const calls = await http(base, 'GET', '/v1/calls', { token });
    expect(calls.json.calls.length).toBeGreaterThan(0);
    expect(new Set(calls.json.calls.map((c: { company: string }) => c.company))).toEqual(new Set(['acme']));
    const overview = await http(base, 'GET', '/v1/overview', { token });
    expect(new Set(overview.json.servers.map((s: { company: string }) => s.company))).toEqual(
      new Set(['acme']),
    );
    // A playground call, audited without its arguments.
    const played = await http(base, 'POST', '/v1/playground/call', { token, body: callBody('acme') });
    expect(played.json.outcome).toBe('ok');
    // A key of its own, within its companies; never wider.
    const own = await http(base, 'POST', '/v1/keys', {
      token,
      body: {
        role: 'runtime',
        companies: ['acme'],
        label: 'acme staging',
        expiresAt: '2099-01-01T00:00:00Z',
      },
    });
    expect(own.status).toBe(201);
    const wider = await http(base, 'POST', '/v1/keys', {
      token,
      body: { role: 'runtime', companies: ['acme', 'calm'], label: 'wider' },
    });
    expect(wider.json.error.code).toBe('KEY_SCOPE_FORBIDDEN');
    const keys = await http(base, 'GET', '/v1/keys', { token });
    expect(keys.json.keys.map((k: { label: string }) => k.label).sort()).toEqual([
      'acme agents',
      'acme integration',
      'acme staging',
    ]);
    expect(keys.text).not.toContain('asxk_');
  });

  it("shows acme's tenant admin acme's audit entries only, with who did what and never a secret", async () => {
    const token = acmeAdmin.key;
    const audit = await http(base, 'GET', '/v1/audit', { token });
    expect(audit.status).toBe(200);
    const entries = audit.json.entries as {
      actor: string;
      actorLabel: string | null;
      role: string;
      action: string;
      company: string | null;
      target: string | null;
      outcome: string;
    }[];
    expect(new Set(entries.map((e) => e.company))).toEqual(new Set(['acme']));
    const actions = entries.map(
      (e) => `${e.action}:${e.actor === 'env' ? 'env' : e.actorLabel}:${e.outcome}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'tenant.create:env:ok',
        'server.register:env:ok',
        'server.credential:env:ok',
        'key.create:env:ok',
        'tenant.policy:acme integration:ok',
        'tenant.update:acme integration:ok',
        'playground.call:acme integration:ok',
        'key.create:acme integration:ok',
      ]),
    );
    expect(entries.find((e) => e.action === 'playground.call')).toMatchObject({
      role: 'tenant-admin',
      target: 'ext__acme__consultar_cliente',
    });
    // Refused attempts on another company are the platform's to see.
    expect(actions.some((a) => a.includes('COMPANY_FORBIDDEN') || a.includes('KEY_SCOPE_FORBIDDEN'))).toBe(
      false,
    );
    const all = await http(base, 'GET', '/v1/audit', platform);
    expect(all.json.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'server.register', company: null, outcome: 'COMPANY_FORBIDDEN' }),
        expect.objectContaining({ action: 'key.create', company: null, outcome: 'KEY_SCOPE_FORBIDDEN' }),
        expect.objectContaining({ action: 'tenant.create', company: 'calm' }),
      ]),
    );
    for (const text of [audit.text, all.text]) {
      expect(text).not.toContain(DOCUMENT);
      expect(text).not.toContain(UPSTREAM);
      expect(text).not.toContain('asxk_');
    }
    // Filters and the cursor.
    const page = await http(base, 'GET', '/v1/audit?limit=2&action=key.create', platform);
    expect(page.json.entries).toHaveLength(2);
    const next = await http(
      base,
      'GET',
      `/v1/audit?limit=2&action=key.create&cursor=${page.json.nextCursor}`,
      platform,
    );
    expect(next.json.entries.length).toBeGreaterThan(0);
    expect(next.json.entries[0].at <= page.json.entries[1].at).toBe(true);
    const byActor = await http(base, 'GET', `/v1/audit?actor=${acmeAdmin.id}`, platform);
    expect(new Set(byActor.json.entries.map((e: { actor: string }) => e.actor))).toEqual(
      new Set([acmeAdmin.id]),
    );
    expect((await http(base, 'GET', '/v1/audit?company=calm', { token })).json.error.code).toBe(
      'COMPANY_FORBIDDEN',
    );
  });

  it('refuses a revoked key with 401 at once, and never stores a key string in the registry', async () => {
    const revoked = await http(base, 'DELETE', `/v1/keys/${acmeRuntime.id}`, platform);
    expect(revoked.status).toBe(204);
    const refused = await http(base, 'POST', '/v1/call', { token: acmeRuntime.key, body: callBody('acme') });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
    // The tenant admin cannot revoke what is not its own; an unknown key is the same answer.
    const calmKey = await http(base, 'POST', '/v1/keys', {
      ...platform,
      body: { role: 'runtime', companies: ['calm'], label: 'calm agents' },
    });
    for (const id of [calmKey.json.id, 'key_000000000000000000000000']) {
      const answer = await http(base, 'DELETE', `/v1/keys/${id}`, { token: acmeAdmin.key });
      expect({ status: answer.status, code: answer.json.error.code }).toEqual({
        status: 404,
        code: 'KEY_NOT_FOUND',
      });
    }
    // Listings show it revoked.
    const keys = await http(base, 'GET', '/v1/keys', platform);
    expect(keys.json.keys.find((k: { id: string }) => k.id === acmeRuntime.id)).toMatchObject({
      revokedAt: expect.any(String),
      lastUsedAt: expect.any(String),
      createdBy: 'env',
    });

    const dataDir = join(dir, 'gateway');
    const files = readdirSync(dataDir).filter((f) => f.startsWith(REGISTRY_FILE));
    expect(files).toContain(REGISTRY_FILE);
    for (const file of files) {
      const bytes = readFileSync(join(dataDir, file)).toString('latin1');
      for (const key of [acmeRuntime.key, acmeAdmin.key, calmKey.json.key]) {
        expect(bytes.includes(key), file).toBe(false);
        // Nor its random part alone.
        expect(bytes.includes(key.slice(5)), file).toBe(false);
      }
    }
  });

  it('refuses an expired key', async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    const key = await http(base, 'POST', '/v1/keys', {
      ...platform,
      body: { role: 'runtime', companies: ['acme'], label: 'short-lived', expiresAt: soon },
    });
    expect(
      (await http(base, 'POST', '/v1/call', { token: key.json.key, body: callBody('acme') })).status,
    ).toBe(200);
    await within(10_000, async () => {
      const answer = await http(base, 'POST', '/v1/call', { token: key.json.key, body: callBody('acme') });
      return answer.status === 401;
    });
  });

  it('throttles a burst of 200 wrong tokens with 429 and Retry-After, in one warn line for the address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        http(base, 'POST', '/v1/call', {
          token: `asxk_${String(i).padStart(43, 'x')}`,
          body: callBody('acme'),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(20);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled.length).toBeGreaterThan(100);
    expect(throttled[0]?.json.error.code).toBe('AUTH_THROTTLED');
    expect(Number(throttled[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A valid key from the same address waits too, then works.
    await within(5_000, async () => (await http(base, 'GET', '/v1/whoami', platform)).status === 200);
    // One aggregated line per address and interval, not one per attempt.
    await within(15_000, async () => logs.lines().some((l) => l.msg === 'authentication failures'));
    const lines = logs.lines().filter((l) => l.msg === 'authentication failures');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, address: '127.0.0.1' });
    expect((lines[0]?.failures as number) + (lines[0]?.refused as number)).toBeGreaterThanOrEqual(200);
  }, 30_000);
});
