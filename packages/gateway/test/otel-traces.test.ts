// A real OTLP/HTTP receiver (node:http, decoding the OTLP JSON payload) and a gateway process
// configured only by the standard OTEL_* variables: a call with an incoming `traceparent` yields
// the gateway's span, child of the caller's, and an upstream attempt span, child of the gateway's,
// all in the caller's trace. Without the variables, nothing is exported.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { context, tempDir } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';
import { within } from './support/within.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

const attr = (span: OtlpSpan, key: string): unknown => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
};

describe('OpenTelemetry traces over OTLP/HTTP', () => {
  const temp = tempDir('gw-otel-');
  const spans: OtlpSpan[] = [];
  const services: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const rs of payload.resourceSpans) {
          const name = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
          for (const ss of rs.scopeSpans) {
            for (const span of ss.spans) {
              spans.push(span);
              services.push(name ?? '');
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let tools: TestToolServer;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    tools = await startToolServer([queryTool('consultar_saldo')]);
    gateway = await startGatewayProcess({
      dataDir: `${temp.dir}/data`,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'gateway-under-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
    await http(gateway.url, 'POST', '/v1/tenants', {
      token: ADMIN_TOKEN,
      body: { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' },
    });
    const server = await http(gateway.url, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: tools.url, token: 'tok-test-server-1' },
    });
    expect(server.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await tools?.close();
    await new Promise((resolve) => receiver.close(resolve));
    temp.cleanup();
  }, 30_000);

  it('exports the gateway span and its upstream attempt in the caller’s trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const r = await http(gateway.url, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
      body: {
        context: context('acme'),
        name: 'ext__acme__consultar_saldo',
        arguments: { documento: 'CC1032456789' },
      },
    });
    expect(r.json.outcome).toBe('ok');
    const [call, attempt] = await within(15_000, () => {
      const call = spans.find((s) => s.traceId === traceId && s.kind === 2);
      const attempt = call && spans.find((s) => s.parentSpanId === call.spanId);
      return call && attempt ? ([call, attempt] as const) : undefined;
    });
    expect(call).toMatchObject({ name: 'tools/call consultar_saldo', parentSpanId: callerSpan });
    expect(attr(call, 'mcp.method.name')).toBe('tools/call');
    expect(attr(call, 'gen_ai.tool.name')).toBe('consultar_saldo');
    expect(attr(call, 'asixto.outcome')).toBe('ok');
    expect(attempt).toMatchObject({ traceId, kind: 3, name: 'tools/call consultar_saldo' });
    expect(attr(attempt, 'asixto.attempt')).toBe(1);
    expect(attr(attempt, 'asixto.retry')).toBe(false);
    expect(attr(attempt, 'http.request.resend_count')).toBe(0);
    // The attempt's own context went upstream: the server's spans would join the same trace.
    expect(tools.metas.at(-1)?.traceparent).toBe(`00-${traceId}-${attempt.spanId}-01`);
    expect(services).toContain('gateway-under-test');
  }, 30_000);

  it('starts a trace of its own when the call comes without traceparent', async () => {
    const before = spans.length;
    const r = await http(gateway.url, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: {
        context: context('acme'),
        name: 'ext__acme__consultar_saldo',
        arguments: { documento: 'CC1032456789' },
      },
    });
    expect(r.json.outcome).toBe('ok');
    const call = await within(15_000, () => spans.slice(before).find((s) => s.kind === 2));
    expect(call.parentSpanId ?? '').toBe('');
    expect(
      spans.slice(before).some((s) => s.parentSpanId === call.spanId && s.traceId === call.traceId),
    ).toBe(true);
  }, 30_000);
});
