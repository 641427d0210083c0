import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createToolServer, defineTool, ok } from '@asixto/toolkit';
import type { ToolServer } from '@asixto/toolkit';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { ADMIN_TOKEN, RUNTIME_TOKEN, UPSTREAM_TOKEN, http, testConfig } from './service-helpers.js';

/**
 * A real tool server whose one tool takes a while: the call is in flight when shutdown starts.
 * `onStart` is armed by the test only (certification also calls the tool while probing).
 */
let onStart: (() => void) | undefined;
const slowTool = defineTool({
  name: 'consultar_saldo',
  title: 'Consultar saldo',
  description: 'Consulta el saldo de un cliente identificado por su documento. No la uses para pagar.',
  input: z.strictObject({ documento: z.string().min(3).max(20) }),
  output: z.object({ saldo: z.number() }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  capabilities: 'facturacion',
  verb: 'consultar el saldo',
  handler: async () => {
    onStart?.();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return ok({ saldo: 1000 }, 'El saldo es de mil pesos.');
  },
});

let dir: string;
let upstream: ToolServer;
let service: GatewayService;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-shutdown-'));
  upstream = createToolServer({
    name: 'slow',
    version: '1.0.0',
    tools: [slowTool],
    auth: { tokens: [UPSTREAM_TOKEN] },
    logger: pino({ level: 'silent' }),
  });
  const { url } = await upstream.listen(0);
  service = createGatewayService(testConfig(dir, { logLevel: 'silent' }), { defaultMetrics: false });
  base = await service.listen();
  await http(base, 'POST', '/v1/tenants', {
    token: ADMIN_TOKEN,
    body: { company: 'lenta', name: 'Lenta', currency: 'COP', timezone: 'America/Bogota' },
  });
  const registered = await http(base, 'POST', '/v1/tenants/lenta/servers', {
    token: ADMIN_TOKEN,
    body: { url, token: UPSTREAM_TOKEN },
  });
  expect(registered.json.certification.certifiedTools).toEqual(['consultar_saldo']);
});

afterAll(async () => {
  await service?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('lets the in-flight call finish, then stops accepting', async () => {
    const inFlight = new Promise<void>((resolve) => (onStart = resolve));
    const call = http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: {
        context: {
          company: 'lenta',
          conversationId: 'c1',
          channel: 'chat',
          scenario: 'facturacion',
          agentLevel: 'read',
        },
        name: 'ext__lenta__consultar_saldo',
        arguments: { documento: 'CC123456' },
      },
    });
    await inFlight;
    const closed = service.close();
    const result = await call;
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ outcome: 'ok', text: 'El saldo es de mil pesos.' });
    await closed;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
