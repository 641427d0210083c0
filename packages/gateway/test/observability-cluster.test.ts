// Issue 33's "Done means", end to end: two `asixto-gateway serve` processes on the machine's
// PostgreSQL and Redis. Calls made on A and on B all appear in `GET /v1/calls` (on either) and in
// one instance's live stream, and survive a restart of both; `GET /v1/usage` counts them per tool
// and outcome, as JSON and as CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { context, tempDir } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import type { TestToolServer } from './gateway-tool-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';
import {
  createTestDatabase,
  dropRedisPrefix,
  REDIS_URL,
  requireServices,
  testName,
} from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';

const up = await requireServices(['postgres', 'redis']);

interface Made {
  requestId: string;
  tool: string;
  outcome: string;
}

describe.skipIf(!up.postgres || !up.redis)('call records across two instances', () => {
  const temp = tempDir('gw-observability-');
  const prefix = `${testName('obs')}:`;
  let database: TestDatabase;
  let tools: TestToolServer;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const made: Made[] = [];
  const live: { requestId: string; instance: string }[] = [];
  const stream = new AbortController();

  const serve = (id: string) =>
    startGatewayProcess({
      dataDir: `${temp.dir}/data-${id}`,
      env: {
        GATEWAY_DATABASE_URL: database.url,
        GATEWAY_REDIS_URL: REDIS_URL,
        GATEWAY_REDIS_PREFIX: prefix,
        GATEWAY_INSTANCE_ID: id,
      },
    });
  const admin = (instance: GatewayProcess, path: string, headers: Record<string, string> = {}) =>
    http(instance.url, 'GET', path, { token: ADMIN_TOKEN, headers });
  async function call(instance: GatewayProcess, name: string): Promise<void> {
    const r = await http(instance.url, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: { context: context('acme'), name, arguments: { documento: 'CC1032456789' } },
    });
    expect(r.status).toBe(200);
    made.push({
      requestId: r.json.requestId,
      tool: r.json.outcome === 'rejected' ? 'unknown' : name.slice(11),
      outcome: r.json.outcome,
    });
  }
  /** Every record of the company, page by page (3 a page, to walk the cursor). */
  async function allRecords(instance: GatewayProcess): Promise<{ requestId: string; instance: string }[]> {
    const out: { requestId: string; instance: string }[] = [];
    let cursor = '';
    for (let page = 0; page < 50; page++) {
      const r = await admin(instance, `/v1/calls?company=acme&kind=call&limit=3${cursor}`);
      expect(r.status).toBe(200);
      out.push(...r.json.calls);
      if (r.json.next === undefined) return out;
      cursor = `&cursor=${r.json.next}`;
    }
    throw new Error('too many pages');
  }
  const ids = (records: { requestId: string }[]) => records.map((r) => r.requestId).sort();

  beforeAll(async () => {
    database = await createTestDatabase('obs');
    tools = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
    [a, b] = await Promise.all([serve('obs-a'), serve('obs-b')]);
    expect(
      (
        await http(a.url, 'POST', '/v1/tenants', {
          token: ADMIN_TOKEN,
          body: { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' },
        })
      ).status,
    ).toBe(201);
    const server = await http(a.url, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: tools.url, token: 'tok-test-server-1' },
    });
    expect(server.status).toBe(201);
    await within(10_000, async () => {
      const r = await http(b.url, 'POST', '/v1/catalog', {
        token: RUNTIME_TOKEN,
        body: { context: context('acme') },
      });
      return r.json?.tools?.length === 2;
    });
  }, 60_000);
  afterAll(async () => {
    stream.abort();
    await Promise.all([a?.stop(), b?.stop()]);
    await tools?.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
    temp.cleanup();
  }, 30_000);

  it('shows the calls of A and B in /v1/calls and in A’s live stream', async () => {
    const response = await fetch(`${a.url}/v1/calls/stream?company=acme&kind=call`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      signal: stream.signal,
    });
    expect(response.status).toBe(200);
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: call\ndata: (.*)$/m.exec(event)?.[1];
          if (data) live.push(JSON.parse(data) as { requestId: string; instance: string });
        }
      }
    })().catch(() => undefined);

    tools.answer = (tool) =>
      tool === 'consultar_pedido' && made.filter((m) => m.tool === 'consultar_pedido').length === 2
        ? {
            isError: true,
            content: [{ type: 'text', text: 'No existe ese pedido.' }],
            structuredContent: { error: { error_type: 'NOT_FOUND', user_message: 'No existe ese pedido.' } },
          }
        : undefined;
    for (let i = 0; i < 3; i++) await call(a, 'ext__acme__consultar_saldo');
    await call(b, 'ext__acme__consultar_saldo');
    await call(b, 'ext__acme__consultar_pedido');
    await call(a, 'ext__acme__consultar_pedido');
    await call(b, 'ext__acme__consultar_pedido'); // the third: NOT_FOUND, a business error
    await call(b, 'ext__acme__no_existe'); // rejected by the gateway
    tools.answer = undefined;
    tools.down = true;
    await call(a, 'ext__acme__consultar_saldo'); // unavailable, a technical error
    tools.down = false;
    expect(made.map((m) => m.outcome)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'tool_error',
      'rejected',
      'unavailable',
    ]);

    // B writes its records within its flush period (1 s); A's are written before A answers.
    for (const instance of [a, b]) {
      await within(10_000, async () => ids(await allRecords(instance)).join() === ids(made).join());
    }
    const records = await allRecords(b);
    expect(new Set(records.map((r) => r.instance))).toEqual(new Set(['obs-a', 'obs-b']));
    await within(10_000, () => ids(live).join() === ids(made).join());
    expect(live.filter((r) => r.instance === 'obs-b').length).toBe(4);
  }, 60_000);

  it('counts them per tool and outcome in /v1/usage, as JSON and as CSV', async () => {
    const expected = new Map<string, number>();
    for (const m of made)
      expected.set(`${m.tool}/${m.outcome}`, (expected.get(`${m.tool}/${m.outcome}`) ?? 0) + 1);
    const usage = await admin(b, '/v1/usage?company=acme&granularity=hour');
    expect(usage.status).toBe(200);
    const seen = new Map<string, number>();
    for (const row of usage.json.rows as {
      tool: string;
      outcomes: Record<string, number>;
      calls: number;
    }[]) {
      for (const [outcome, n] of Object.entries(row.outcomes)) {
        if (n > 0) seen.set(`${row.tool}/${outcome}`, (seen.get(`${row.tool}/${outcome}`) ?? 0) + n);
      }
    }
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
    const saldo = (
      usage.json.rows as {
        tool: string;
        calls: number;
        technicalErrors: number;
        businessErrors: number;
        p50Ms: number;
      }[]
    ).filter((r) => r.tool === 'consultar_saldo');
    expect(saldo.reduce((n, r) => n + r.calls, 0)).toBe(5);
    expect(saldo.reduce((n, r) => n + r.technicalErrors, 0)).toBe(1);
    expect(saldo[0]?.p50Ms).toBeGreaterThan(0);

    const csv = await admin(a, '/v1/usage?company=acme&granularity=day', { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.text.trim().split('\r\n');
    const columns = (header as string).split(',');
    expect(columns.slice(0, 8)).toEqual([
      'period',
      'tool',
      'calls',
      'ok',
      'tool_error',
      'timeout',
      'unavailable',
      'rejected',
    ]);
    const fromCsv = new Map<string, number>();
    for (const line of lines) {
      const cells = line.split(',');
      for (const outcome of ['ok', 'tool_error', 'timeout', 'unavailable', 'rejected']) {
        const n = Number(cells[columns.indexOf(outcome)]);
        if (n > 0) fromCsv.set(`${cells[1]}/${outcome}`, (fromCsv.get(`${cells[1]}/${outcome}`) ?? 0) + n);
      }
    }
    expect(Object.fromEntries(fromCsv)).toEqual(Object.fromEntries(expected));
  }, 30_000);

  it('keeps every record across a restart of both instances', async () => {
    stream.abort();
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    [a, b] = await Promise.all([serve('obs-a'), serve('obs-b')]);
    for (const instance of [a, b]) expect(ids(await allRecords(instance))).toEqual(ids(made));
  }, 60_000);
});
