import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { RUNTIME_TOKEN, http, testConfig } from './service-helpers.js';

let dir: string;
let service: GatewayService;
let base: string;

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
const mcpList = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
const mcpHeaders = { accept: 'application/json, text/event-stream' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-rate-'));
  // One token a second and a burst of two: the third request in a row is over the limit.
  service = createGatewayService(testConfig(dir, { rateLimitPerSecond: 1, rateLimitBurst: 2 }), {
    logger: pino({ level: 'silent' }),
    defaultMetrics: false,
  });
  base = await service.listen();
});

afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('runtime requests are limited per company', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the burst, and other companies go on', async () => {
    const send = (company: string) =>
      http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: callBody(company) });
    // Unknown companies still spend their budget: the limit comes before any work.
    expect((await send('floodco')).status).toBe(404);
    expect((await send('floodco')).status).toBe(404);
    const limited = await send('floodco');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(limited.json.error.message).toContain('floodco');

    expect((await send('calmco')).status).toBe(404);
  });

  it('counts the catalog and the MCP endpoint against the same company', async () => {
    const catalog = () =>
      http(base, 'POST', '/v1/catalog', {
        token: RUNTIME_TOKEN,
        body: { context: callBody('mcpco').context },
      });
    expect((await catalog()).status).toBe(404);
    const mcp = () =>
      http(base, 'POST', '/mcp/mcpco?channel=chat&scenario=general&agentLevel=read', {
        token: RUNTIME_TOKEN,
        body: mcpList,
        headers: mcpHeaders,
      });
    expect((await mcp()).status).not.toBe(429);
    const limited = await mcp();
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
  });

  it('never limits administration or health', async () => {
    for (let i = 0; i < 5; i += 1) expect((await http(base, 'GET', '/healthz')).status).toBe(200);
  });

  it('refills: a second later the company may call again', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(
      (await http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: callBody('floodco') })).status,
    ).toBe(404);
  });
});
