// Structure is bounded, not only bytes (issue 30). A real `asixto-gateway serve` process (from the
// sources) meets tenant servers whose answers are within every byte bound but built to be costly
// to parse or to walk, while a calm tenant (the reference server) is called every 100 ms. Every
// hostile interaction must end bounded and named, counted against the hostile server only; the calm
// tenant's latency is compared with its own, measured in the same run before the attacks.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import type { ReferenceServer } from '@asixto/reference-server';
import { startReferenceServer } from '@asixto/reference-server';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { calmLoad } from './support/calm-load.js';
import type { CalmStats } from './support/calm-load.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';
import { silentLogger, tempDir } from './gateway-helpers.js';
import { nested, STRUCTURE_TOOL, startStructureServer } from './hostile-structure-server.js';
import type { StructureServer } from './hostile-structure-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';

const UPSTREAM_TOKEN = 'structure-upstream-token-0123456789';
/** Chat's call deadline; a call must end within it plus one second. */
const CHAT_DEADLINE_MS = 8_000;

const context = (company: string, n: number | string) => ({
  company,
  conversationId: `cnv_${company}_${n}`,
  channel: 'chat' as const,
  scenario: 'general',
  agentLevel: 'read' as const,
});

/**
 * The bar for the calm p99 under attack: 2 s, or 20 times what the same tenant took without any
 * attack in this run. A stalled event loop shows as seconds; a CPU hog beside the suite makes any
 * tighter bar a coin toss (the 250 ms is for `npm run bench:structure` on a quiet machine).
 */
const calmBar = (baseline: CalmStats): number => Math.max(2_000, 20 * baseline.p99);

describe('a tenant cannot stall the shared event loop with costly JSON structure', () => {
  const temp = tempDir('gw-structure-');
  let calm: ReferenceServer;
  const hostile: Record<'nested' | 'empty' | 'deep' | 'storm', StructureServer> = {} as never;
  const serverIds: Record<string, string> = {};
  let gateway: GatewayProcess;
  let baseline: CalmStats;
  let peakRssMiB = 0;
  let sampler: NodeJS.Timeout | undefined;
  const mcpClients: Client[] = [];

  const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    http(gateway.url, method, path, { token: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) });
  const callHostile = (company: string, n: number | string, path = '/v1/call') =>
    http(gateway.url, 'POST', path, {
      token: path === '/v1/call' ? RUNTIME_TOKEN : ADMIN_TOKEN,
      body: {
        context: context(company, n),
        name: `ext__${company}__${STRUCTURE_TOOL}`,
        arguments: { documento: 'CC1032456789' },
      },
    });
  const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await run();
    return { value, ms: performance.now() - started };
  };
  const cutUnparsed = (method: string): boolean =>
    gateway
      .logs()
      .some(
        (l) =>
          l.msg === 'upstream answer over its structure bound: cut before parsing' && l.method === method,
      );
  const breakerOf = async (company: keyof typeof hostile): Promise<string | undefined> => {
    const health = await admin('GET', '/healthz');
    return (health.json.servers.detail as { id: string; breaker: string }[]).find(
      (d) => d.id === serverIds[company],
    )?.breaker;
  };

  beforeAll(async () => {
    calm = await startReferenceServer({
      databasePath: join(temp.dir, 'calm.db'),
      tokens: [UPSTREAM_TOKEN],
      logger: silentLogger,
    });
    for (const name of ['nested', 'empty', 'deep', 'storm'] as const) {
      hostile[name] = await startStructureServer({ token: UPSTREAM_TOKEN });
    }
    gateway = await startGatewayProcess({
      dataDir: join(temp.dir, 'gateway'),
      env: { GATEWAY_BREAKER_FAILURES: '3', GATEWAY_BREAKER_HALF_OPEN_MS: '600000' },
    });
    const register = async (company: string, url: string) => {
      const tenant = { company, name: company, currency: 'COP', timezone: 'America/Bogota' };
      expect((await admin('POST', '/v1/tenants', tenant)).status).toBe(201);
      const r = await admin('POST', `/v1/tenants/${company}/servers`, { url, token: UPSTREAM_TOKEN });
      const tools = r.json.certification.certifiedTools as string[];
      expect(tools).toContain(company === 'calm' ? 'consultar_cliente' : STRUCTURE_TOOL);
      serverIds[company] = r.json.serverId as string;
    };
    await register('calm', calm.url);
    for (const name of ['nested', 'empty', 'deep', 'storm'] as const) await register(name, hostile[name].url);
    sampler = setInterval(() => {
      if (gateway.alive()) peakRssMiB = Math.max(peakRssMiB, gateway.rssMiB());
    }, 100);
    // The calm tenant alone, first: the yardstick of this machine, now.
    const quiet = calmLoad(gateway.url);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    baseline = await quiet.stop();
    expect(baseline.outcomes.every((o) => o === 'ok')).toBe(true);
  }, 120_000);

  afterAll(async () => {
    if (sampler) clearInterval(sampler);
    await Promise.allSettled(mcpClients.map((c) => c.close()));
    await gateway?.stop();
    await Promise.allSettled(Object.values(hostile).map((h) => h.close()));
    await calm?.close();
    temp.cleanup();
  });

  for (const kind of ['nested', 'empty'] as const) {
    it(`8 concurrent 8 MiB answers of ${kind} arrays: each ends tool_error/unavailable in time, the breaker opens, the calm tenant does not notice`, async () => {
      hostile[kind].attack = kind === 'nested' ? 'call-nested' : 'call-empty';
      const load = calmLoad(gateway.url);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const heavy = await Promise.all(Array.from({ length: 8 }, (_, i) => timed(() => callHostile(kind, i))));
      // Repeated heavy answers: the next ones are refused at once by the open breaker.
      const more = await Promise.all(
        Array.from({ length: 4 }, (_, i) => timed(() => callHostile(kind, 8 + i))),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const stats = await load.stop();
      for (const { value, ms } of heavy) {
        expect(value.status).toBe(200);
        expect(['tool_error', 'unavailable']).toContain(value.json.outcome);
        if (value.json.outcome === 'tool_error') expect(value.json.errorType).toBe('SYSTEM');
        expect(ms).toBeLessThan(CHAT_DEADLINE_MS + 1_000);
      }
      expect(heavy.filter((h) => h.value.json.outcome === 'tool_error').length).toBeGreaterThanOrEqual(3);
      for (const { value, ms } of more) {
        expect(value.json).toMatchObject({ outcome: 'unavailable', attempts: 0 });
        // Refused at once: milliseconds of work, a bound far under the 8 s deadline a call would take.
        expect(ms).toBeLessThan(2_000);
      }
      expect(await breakerOf(kind)).toBe('open');
      expect(cutUnparsed('tools/call')).toBe(true);
      expect(stats.outcomes.every((o) => o === 'ok')).toBe(true);
      expect(stats.p99, `calm p99 ${stats.p99} ms, baseline ${baseline.p99} ms`).toBeLessThanOrEqual(
        calmBar(baseline),
      );
      expect(peakRssMiB).toBeLessThan(400);
    }, 60_000);
  }

  it('answers a result 20,000 levels deep with a clear tool_error on /v1/call, the playground and /mcp, never a 500', async () => {
    hostile.deep.attack = 'call-deep-result';
    const call = await callHostile('deep', 'v1');
    expect(call.status).toBe(200);
    expect(call.json).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
    const playground = await callHostile('deep', 'playground', '/v1/playground/call');
    expect(playground.status).toBe(200);
    expect(playground.json).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM' });
    const client = await connectPinnedClient(`${gateway.url}/mcp/deep`, {
      token: RUNTIME_TOKEN,
      name: 'structure',
    });
    mcpClients.push(client);
    const result = await client.callTool(
      {
        name: `ext__deep__${STRUCTURE_TOOL}`,
        arguments: { documento: 'CC1032456789' },
        _meta: {
          'com.asixto/conversationId': 'cnv_deep_mcp',
          'com.asixto/channel': 'chat',
          'com.asixto/scenario': 'general',
          'com.asixto/agentLevel': 'read',
        },
      },
      { timeout: 15_000 },
    );
    expect(result.isError).toBe(true);
    expect(result._meta).toMatchObject({
      'com.asixto/outcome': 'tool_error',
      'com.asixto/errorType': 'SYSTEM',
    });
    // No call was logged `ok` that the agent did not receive.
    const lines = gateway.logs().filter((l) => l.company === 'deep' && typeof l.outcome === 'string');
    expect(lines.map((l) => l.outcome)).not.toContain('ok');
  }, 30_000);

  it('refuses a request body nested too deep with a 400 that says so, on /v1/call and /mcp', async () => {
    const deepArgs = `{"context":${JSON.stringify(context('calm', 'x'))},"name":"ext__calm__consultar_cliente","arguments":{"a":${nested(20_000)}}}`;
    const call = await http(gateway.url, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: deepArgs });
    expect(call.status).toBe(400);
    expect(call.json.error.code).toBe('BODY_TOO_COMPLEX');
    expect(call.json.error.message).toContain('64');
    const mcp = await http(gateway.url, 'POST', '/mcp/calm', {
      token: RUNTIME_TOKEN,
      body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":${nested(20_000)}}}`,
    });
    expect(mcp.status).toBe(400);
    expect(mcp.json.error.code).toBe('BODY_TOO_COMPLEX');
  });

  it('backs off listing a server whose deep listings keep failing under a toolsListChanged storm; the calm tenant does not notice', async () => {
    const storm = hostile.storm;
    const catalogNames = async () => {
      const catalog = await http(gateway.url, 'POST', '/v1/catalog', {
        token: RUNTIME_TOKEN,
        body: { context: context('storm', 'catalog') },
      });
      return (catalog.json.tools as { name: string }[]).map((t) => t.name);
    };
    const listingsSince = (since: number) =>
      storm.seen.filter((s) => s.method === 'tools/list' && s.at >= since).map((s) => s.at);
    storm.attack = 'list-deep';
    const load = calmLoad(gateway.url);
    // One change: its listing fails over the depth bound, and the last good catalog stays.
    const first = performance.now();
    storm.notifyToolsChanged();
    await vi.waitFor(() => expect(listingsSince(first)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(cutUnparsed('tools/list')).toBe(true));
    expect(await catalogNames()).toEqual([`ext__storm__${STRUCTURE_TOOL}`]);
    // Then a notification every 200 ms for 40 s.
    const notifier = setInterval(() => storm.notifyToolsChanged(), 200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 40_000));
    } finally {
      clearInterval(notifier);
    }
    const stats = await load.stop();
    const listings = listingsSince(first);
    const gaps = listings.slice(1).map((at, i) => at - listings[i]!);
    // Every failed listing doubles the wait (5 s, 10 s, 20 s, … up to one a minute): over 40 s of
    // notifications every 200 ms, four listings where the pacing of a healthy server makes twenty.
    expect(
      listings.length,
      `listings at ${listings.map((at) => Math.round(at - first)).join(', ')} ms`,
    ).toBeLessThanOrEqual(5);
    expect(gaps[0]).toBeGreaterThanOrEqual(4_500);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(1.5 * gaps[i - 1]!);
    expect(stats.outcomes.every((o) => o === 'ok')).toBe(true);
    expect(stats.p99, `calm p99 ${stats.p99} ms, baseline ${baseline.p99} ms`).toBeLessThanOrEqual(
      calmBar(baseline),
    );
    expect(gateway.alive()).toBe(true);
  }, 90_000);
});
