// The call records' routes over real HTTP on the embedded registry: catalog requests recorded from
// both entries (/v1/catalog and the MCP endpoint's tools/list), and refused queries answered 400.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';

let dir: string;
let tools: TestToolServer;
let service: GatewayService;
let base: string;
const admin = { token: ADMIN_TOKEN };
const context = (over: Record<string, unknown> = {}) => ({
  company: 'acme',
  conversationId: 'cnv_records_1',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'read',
  ...over,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-records-api-'));
  tools = await startToolServer([queryTool('consultar_cliente')]);
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: memoryLogger().logger,
    defaultMetrics: false,
  });
  base = await service.listen();
  const tenant = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
  expect((await http(base, 'POST', '/v1/tenants', { ...admin, body: tenant })).status).toBe(201);
  const registered = await http(base, 'POST', '/v1/tenants/acme/servers', {
    ...admin,
    body: { url: tools.url, token: 'tok-test-server-1' },
  });
  expect(registered.status).toBe(201);
});

afterAll(async () => {
  await service?.close();
  await tools?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('call records API', () => {
  it('records catalog requests, over /v1/catalog and the MCP endpoint, as kind catalog', async () => {
    const catalog = await http(base, 'POST', '/v1/catalog', {
      token: RUNTIME_TOKEN,
      body: { context: context({ requestId: 'req_catalog_http' }) },
    });
    expect(catalog.status).toBe(200);
    const mcp = await http(
      base,
      'POST',
      '/mcp/acme?conversationId=cnv_mcp&channel=chat&scenario=soporte&agentLevel=read&requestId=req_catalog_mcp',
      {
        token: RUNTIME_TOKEN,
        headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      },
    );
    expect(mcp.status).toBe(200);
    const records = await http(base, 'GET', '/v1/calls?company=acme&kind=catalog', admin);
    const byId = new Map(records.json.calls.map((c: { requestId: string }) => [c.requestId, c]));
    for (const id of ['req_catalog_http', 'req_catalog_mcp']) {
      expect(byId.get(id)).toMatchObject({ kind: 'catalog', outcome: 'ok', tool: '', errorClass: 'none' });
    }
    expect(records.text).not.toContain('cnv_mcp');
  });

  it('refuses an impossible date, a cursor not of ours and an inverted usage period with 400', async () => {
    expect((await http(base, 'GET', '/v1/calls?since=2026-13-01T00:00Z', admin)).status).toBe(400);
    expect((await http(base, 'GET', '/v1/calls?cursor=bm90LW91cnM', admin)).status).toBe(400);
    expect(
      (await http(base, 'GET', '/v1/usage?company=acme&from=2026-12-02T00:00Z&to=2026-12-01T00:00Z', admin))
        .status,
    ).toBe(400);
  });
});
