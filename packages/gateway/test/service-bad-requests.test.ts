// The HTTP service facing malformed requests: fields named at fault, invalid and oversize bodies,
// prototype keys, what Node's parser refuses, and garbage, on a real socket; it keeps serving.
import { connect } from 'node:net';
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

/** A valid context of the one company; `over` breaks what a test needs broken. */
const context = (over: Record<string, unknown> = {}) => ({
  ...{ company: 'acme', conversationId: 'cnv_bad_1', channel: 'chat', scenario: 'general' },
  agentLevel: 'write',
  ...over,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-bad-requests-'));
  service = createGatewayService(testConfig(join(dir, 'gateway')), {
    logger: pino({ level: 'silent' }),
    defaultMetrics: false,
  });
  base = await service.listen();
  // A known company with no server: its tools are unknown (200 'rejected'), not a 404.
  await service.gateway.registerTenant({
    company: 'acme',
    name: 'Acme',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
});

afterAll(async () => {
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bad requests', () => {
  const call = (body: unknown, headers?: Record<string, string>) =>
    http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body, ...(headers ? { headers } : {}) });

  it('names the field at fault', async () => {
    const missing = await call({ context: { company: 'acme' }, name: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ code: 'INVALID_REQUEST', field: 'context.conversationId' });
    expect(missing.json.error.message).toBe('Falta el campo obligatorio "context.conversationId".');
    const channel = await call({ context: context({ channel: 'sms' }), name: 'x' });
    expect(channel.json.error.message).toBe('El campo "context.channel" debe ser uno de: chat, voice.');
    const type = await call({ context: context(), name: 'x', arguments: 'documento=1' });
    expect(type.json.error).toMatchObject({ field: 'arguments' });
    const extra = await call({ context: context(), name: 'x', tool: 'y' });
    expect(extra.json.error.field).toBe('tool');
    const english = await call(
      { context: context({ agentLevel: 'root' }), name: 'x' },
      { 'accept-language': 'en' },
    );
    expect(english.json.error.message).toBe(
      'The field "context.agentLevel" must be one of: read, write, admin.',
    );
  });

  it('refuses invalid JSON, an empty body, a non-JSON type and an oversize body', async () => {
    const invalid = await call('{"context": ');
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.code).toBe('INVALID_JSON');
    const text = await call('hola', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const empty = await call('');
    expect(empty.status).toBe(400);
    const big = await call({ context: context(), name: 'x', arguments: { blob: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.json.error).toMatchObject({ code: 'BODY_TOO_LARGE' });
    expect(big.json.error.message).toContain(String(64 * 1024));
  });

  it('refuses prototype keys with a 400 that names the key and where it is', async () => {
    const proto = await call('{"context":{"company":"acme","__proto__":{"admin":true}},"name":"x"}');
    expect(proto.status).toBe(400);
    expect(proto.json.error).toMatchObject({ code: 'FORBIDDEN_KEY', field: 'context.__proto__' });
    expect(proto.json.error.message).toContain('__proto__');
    const tenant = await http(base, 'POST', '/v1/tenants', {
      token: ADMIN_TOKEN,
      body: '{"company":"x","name":"X","currency":"COP","timezone":"UTC","policy":{"constructor":{"prototype":{}}}}',
    });
    expect(tenant.status).toBe(400);
    expect(tenant.json.error).toMatchObject({ code: 'FORBIDDEN_KEY', field: 'policy.constructor' });
    // A word in a value is not a key.
    const honest = await call({
      context: context(),
      name: 'ext__acme__consultar_cliente',
      arguments: { documento: '__proto__' },
    });
    expect(honest.status).toBe(200);
  });

  it('answers what Node refuses itself (a bad Content-Length) with the same error body', async () => {
    const { port, hostname } = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write('POST /v1/call HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as {
      error: { code: string; message: string };
    };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain('HPE_');
    expect((await http(base, 'GET', '/healthz')).status).toBe(200);
  });

  it('survives garbage and keeps serving', async () => {
    const garbage = [
      '\u0000\u0001\u0002',
      '[]',
      'null',
      '{"context":{"__proto__":{"x":1}}}',
      JSON.stringify({ context: context({ conversationId: 'x'.repeat(10_000) }), name: 'a' }),
      '{'.repeat(5000),
    ];
    for (const body of garbage) {
      const r = await call(body);
      expect(r.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.json.error.code).toEqual(expect.any(String));
    }
    const unknownRoute = await http(base, 'GET', '/v2/nothing');
    expect(unknownRoute.status).toBe(404);
    expect(unknownRoute.json.error.code).toBe('NOT_FOUND');
    expect((await http(base, 'GET', '/healthz')).status).toBe(200);
  });
});
