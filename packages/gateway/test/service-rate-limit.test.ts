import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http, testConfig } from './service-helpers.js';

let dir: string;
let service: GatewayService;
let base: string;
let acmeKey: string;

const callBody = (company: string) => ({
  context: {
    company,
    conversationId: 'cnv_rate_1',
    channel: 'chat',
    scenario: 'general',
    agentLevel: 'read',
  },
  name: `ext__${company}__consultar_cliente`,
  arguments: {},
});
const mcpList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });
// A 2025-era client: no per-request envelope, so the SDK also accepts a JSON-RPC batch.
const mcpHeaders = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const mcpUrl = (company: string) => `/mcp/${company}?channel=chat&scenario=general&agentLevel=read`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-rate-'));
  // One token a second and a burst of two: the third request in a row is over the limit.
  service = createGatewayService(testConfig(dir, { rateLimitPerSecond: 1, rateLimitBurst: 2 }), {
    logger: pino({ level: 'silent' }),
    defaultMetrics: false,
  });
  base = await service.listen();
  for (const company of ['acme', 'calm', 'mcpco', 'batchco']) {
    const tenant = { company, name: company, currency: 'COP', timezone: 'America/Bogota' };
    expect((await http(base, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: tenant })).status).toBe(201);
  }
  const key = await http(base, 'POST', '/v1/keys', {
    token: ADMIN_TOKEN,
    body: { role: 'runtime', companies: ['acme'], label: 'acme agents' },
  });
  acmeKey = key.json.key;
});

afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('runtime requests are limited per company, the credential’s', () => {
  it('refuses an unknown company with 404 before any bucket: made-up names are never limited nor limiting', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await http(base, 'POST', '/v1/call', {
        token: RUNTIME_TOKEN,
        body: callBody('floodco'),
      });
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe('GATEWAY_UNKNOWN_COMPANY');
    }
  });

  it('answers 429 RATE_LIMITED with Retry-After past the burst; another company goes on', async () => {
    const send = (company: string, token = acmeKey) =>
      http(base, 'POST', '/v1/call', { token, body: callBody(company) });
    expect((await send('acme')).status).toBe(200);
    expect((await send('acme')).status).toBe(200);
    const limited = await send('acme');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(limited.json.error.message).toContain('acme');
    // acme's key cannot name calm, so it cannot spend calm's bucket: 403 before any bucket.
    for (let i = 0; i < 3; i += 1) expect((await send('calm')).json.error.code).toBe('COMPANY_FORBIDDEN');
    expect((await send('calm', RUNTIME_TOKEN)).status).toBe(200);
    expect((await send('calm', RUNTIME_TOKEN)).status).toBe(200);
  });

  it('counts the catalog and the MCP endpoint against the same company', async () => {
    const catalog = () =>
      http(base, 'POST', '/v1/catalog', {
        token: RUNTIME_TOKEN,
        body: { context: callBody('mcpco').context },
      });
    expect((await catalog()).status).toBe(200);
    const mcp = () =>
      http(base, 'POST', mcpUrl('mcpco'), { token: RUNTIME_TOKEN, body: mcpList(1), headers: mcpHeaders });
    expect((await mcp()).status).toBe(200);
    const limited = await mcp();
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
  });

  it('counts each message of a legacy JSON-RPC batch; a batch larger than the burst is refused', async () => {
    const batch = (size: number) =>
      http(base, 'POST', mcpUrl('batchco'), {
        token: RUNTIME_TOKEN,
        body: Array.from({ length: size }, (_, i) => mcpList(i + 1)),
        headers: mcpHeaders,
      });
    const tooLarge = await batch(3);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.error).toMatchObject({ code: 'MCP_BATCH_TOO_LARGE' });
    expect(tooLarge.json.error.message).toContain('3');
    // Two messages take both tokens of the burst: the next single request is over the limit.
    const two = await batch(2);
    expect(two.status).toBe(200);
    // Both answered, as server-sent events.
    expect(two.text).toContain('"id":1');
    expect(two.text).toContain('"id":2');
    expect((await batch(1)).status).toBe(429);
  });

  it('never limits administration or health', async () => {
    for (let i = 0; i < 5; i += 1) expect((await http(base, 'GET', '/healthz')).status).toBe(200);
  });

  it('refills: a second later the company may call again', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await http(base, 'POST', '/v1/call', { token: acmeKey, body: callBody('acme') })).status).toBe(
      200,
    );
  });
});
