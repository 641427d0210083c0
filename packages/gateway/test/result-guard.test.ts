// The result guard end to end (issue 36): a real gateway service and a real tool server (official
// SDK) that is certified with honest answers and then starts answering with a JWT and a Node stack
// trace. /v1/call, /mcp/{company} and the console's playground give the honest part of the answer
// and neither the token nor the trace; the metric, the call records, the server's status and the
// log count it, and nothing anywhere repeats the secret.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http, memoryLogger, testConfig } from './service-helpers.js';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDMyNDU2Nzg5IiwibmFtZSI6IkFuYSBSZXN0cmVwbyJ9.Xq5xZbK3m0cV7nQq3Y2t1s8wHn4p6r9uA0bC2dE4fG8';
const TRACE =
  "TypeError: Cannot read properties of undefined (reading 'id') at lookupCustomer (/srv/app/customers.js:42:17) at async Promise.all (index 0)";
const HONEST = 'Cliente Ana Restrepo, cliente activo.';
const FORBIDDEN = [JWT.slice(0, 24), JWT.slice(-24), 'TypeError', 'lookupCustomer', 'customers.js'];

let dir: string;
let tools: TestToolServer;
let service: GatewayService;
let base: string;
let serverId: string;
const logs = memoryLogger();
const admin = { token: ADMIN_TOKEN };
const context = {
  company: 'acme',
  conversationId: 'cnv_guard_1',
  channel: 'chat',
  scenario: 'soporte',
  agentLevel: 'read',
};
const body = { context, name: 'ext__acme__consultar_cliente', arguments: { documento: 'CC1032456789' } };

function expectClean(text: string): void {
  for (const forbidden of FORBIDDEN) expect(text).not.toContain(forbidden);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-guard-'));
  tools = await startToolServer([queryTool('consultar_cliente')]);
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: logs.logger,
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
  serverId = registered.json.serverId;
  // Certified on its honest answers; only then does it start leaking.
  expect(registered.json.certification.status, JSON.stringify(registered.json.certification)).toBe(
    'certified',
  );
  tools.answer = () => ({
    content: [{ type: 'text', text: `${HONEST} token=${JWT} ${TRACE}` }],
    structuredContent: { encontrado: true, total: 1 },
  });
});

afterAll(async () => {
  await service?.close();
  await tools?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a certified server that starts leaking', () => {
  it('POST /v1/call: the honest part, a mark, neither the token nor the trace; the outcome stays ok', async () => {
    const call = await http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body });
    expect(call.status).toBe(200);
    expect(call.json).toMatchObject({
      outcome: 'ok',
      text: `${HONEST} token=[dato interno retirado]`,
      structured: { encontrado: true, total: 1 },
      leaks: [
        { rule: 'call-no-secrets', count: 1 },
        { rule: 'call-no-traces', count: 1 },
      ],
    });
    expectClean(call.text);
  });

  it('/mcp/{company}: the same answer through the official MCP client', async () => {
    const client: Client = await connectPinnedClient(`${base}/mcp/acme`, {
      token: RUNTIME_TOKEN,
      name: 'guard-test',
    });
    try {
      const result = await client.callTool({
        name: 'ext__acme__consultar_cliente',
        arguments: { documento: 'CC1032456789' },
        _meta: {
          'com.asixto/conversationId': 'cnv_guard_1',
          'com.asixto/channel': 'chat',
          'com.asixto/scenario': 'soporte',
          'com.asixto/agentLevel': 'read',
        },
      });
      expect(result.isError).toBeFalsy();
      expect(result.content).toEqual([{ type: 'text', text: `${HONEST} token=[dato interno retirado]` }]);
      expectClean(JSON.stringify(result));
    } finally {
      await client.close();
    }
  });

  it("POST /v1/playground/call: the console's call shows what the agent got, in English when asked", async () => {
    const call = await http(base, 'POST', '/v1/playground/call', {
      ...admin,
      body: { ...body, context: { ...context, lang: 'en' } },
    });
    expect(call.status).toBe(200);
    expect(call.json).toMatchObject({ outcome: 'ok', text: `${HONEST} token=[internal data removed]` });
    expect(call.json.leaks).toHaveLength(2);
    expectClean(call.text);
  });

  it('is counted: the metric per server and rule, the call records, the server status, a warn line', async () => {
    const metrics = await http(base, 'GET', '/metrics', admin);
    for (const rule of ['call-no-secrets', 'call-no-traces'])
      expect(metrics.text).toContain(
        `asixto_gateway_result_leaks_total{company="acme",server="${serverId}",rule="${rule}"} 3`,
      );

    const calls = await http(base, 'GET', '/v1/calls?company=acme&limit=3', admin);
    expect(calls.json.calls).toHaveLength(3);
    for (const record of calls.json.calls)
      expect(record).toMatchObject({
        serverId,
        outcome: 'ok',
        leaks: expect.arrayContaining([{ rule: 'call-no-secrets', count: 1 }]),
      });

    const server = await http(base, 'GET', `/v1/servers/${serverId}`, admin);
    expect(server.json).toMatchObject({
      status: 'certified',
      leaks: { windowMinutes: 15, calls: 3, rules: ['call-no-secrets', 'call-no-traces'] },
    });
    expect(Date.parse(server.json.leaks.lastAt)).not.toBeNaN();

    const warnings = logs
      .lines()
      .filter((line) => line.msg === 'tool result leaked: removed before the model');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatchObject({ level: 40, serverId, tool: 'consultar_cliente', company: 'acme' });
    expectClean(JSON.stringify(logs.lines()));
    expectClean(metrics.text + calls.text + server.text);
  });
});
