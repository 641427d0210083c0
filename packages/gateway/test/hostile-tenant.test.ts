// One tenant must never be able to hurt the gateway or the other tenants. A real `asixto-gateway
// serve` process (from the sources) is attacked through a tenant server that turns hostile, while a
// calm tenant (the reference server) is called the whole time. Every attack must end bounded and
// named; the process must stay up with a bounded RSS; the calm tenant must keep answering `ok`.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferenceServer } from '@asixto/reference-server';
import { startReferenceServer } from '@asixto/reference-server';
import { callCalm } from './support/calm-load.js';
import { silentLogger, tempDir } from './gateway-helpers.js';
import { HOSTILE_TOOL, startHostileServer } from './hostile-server.js';
import type { Attack, HostileServer } from './hostile-server.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';

const UPSTREAM_TOKEN = 'hostile-upstream-token-0123456789';

/** `asixto-gateway serve` in its own Node process, as deployed. */
const startGateway = (dataDir: string): Promise<GatewayProcess> =>
  startGatewayProcess({
    dataDir,
    env: { GATEWAY_BREAKER_FAILURES: '3', GATEWAY_BREAKER_HALF_OPEN_MS: '600000' },
  });

/** Calls the calm tenant back to back until stopped; every latency and outcome is kept. */
function calmLoad(base: string) {
  const latencies: number[] = [];
  const outcomes: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const r = await callCalm(base, latencies.length);
      latencies.push(performance.now() - started);
      outcomes.push(r.status === 200 ? (r.json as { outcome: string }).outcome : `http_${r.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return { calls: latencies.length, p99, outcomes };
    },
  };
}

describe('a hostile tenant server cannot take the gateway down', () => {
  const temp = tempDir('gw-hostile-');
  const dataDir = join(temp.dir, 'gateway');
  let calm: ReferenceServer;
  let hostile: HostileServer;
  let gateway: GatewayProcess;
  let hostileId = '';
  let peakRssMiB = 0;
  let sampler: NodeJS.Timeout | undefined;
  let load: ReturnType<typeof calmLoad>;

  const admin = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    http(gateway.url, method, path, { token: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) });
  const callHostile = (channel: 'chat' | 'voice', n = 0) =>
    http(gateway.url, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: {
        context: {
          company: 'hostile',
          conversationId: `cnv_attack_${channel}_${n}_${Math.random()}`,
          channel,
          scenario: 'general',
          agentLevel: 'read',
        },
        name: `ext__hostile__${HOSTILE_TOOL}`,
        arguments: { documento: 'CC1032456789' },
      },
    });
  const attack = (kind: Attack): void => {
    hostile.attack = kind;
  };
  const warned = (msg: string, method?: string): boolean =>
    gateway.logs().some((l) => l.msg === msg && (method === undefined || l.method === method));
  const sampleRss = (): void => {
    sampler = setInterval(() => {
      if (gateway.alive()) peakRssMiB = Math.max(peakRssMiB, gateway.rssMiB());
    }, 100);
  };

  beforeAll(async () => {
    calm = await startReferenceServer({
      databasePath: join(temp.dir, 'calm.db'),
      tokens: [UPSTREAM_TOKEN],
      logger: silentLogger,
    });
    hostile = await startHostileServer({ token: UPSTREAM_TOKEN });
    gateway = await startGateway(dataDir);
    for (const company of ['calm', 'hostile']) {
      const tenant = { company, name: company, currency: 'COP', timezone: 'America/Bogota' };
      expect((await admin('POST', '/v1/tenants', tenant)).status).toBe(201);
    }
    const calmServer = await admin('POST', '/v1/tenants/calm/servers', {
      url: calm.url,
      token: UPSTREAM_TOKEN,
    });
    expect(calmServer.json.certification.status).toBe('certified');
    const registered = await admin('POST', '/v1/tenants/hostile/servers', {
      url: hostile.url,
      token: UPSTREAM_TOKEN,
    });
    expect(registered.json.certification.certifiedTools).toEqual([HOSTILE_TOOL]);
    hostileId = registered.json.serverId as string;
    sampleRss();
    load = calmLoad(gateway.url);
    // A gateway process compiled from its sources by tsx and two certifications: ~15 s alone, over
    // a minute beside a CPU hog.
  }, 180_000);

  afterAll(async () => {
    if (sampler) clearInterval(sampler);
    await load?.stop().catch(() => undefined);
    await gateway?.stop();
    await hostile?.close();
    await calm?.close();
    temp.cleanup();
  });

  it('cuts a tools/call answer with a declared length over 8 MiB: SYSTEM, not retried, alive', async () => {
    attack('call-declared-huge');
    const r = await callHostile('chat');
    expect(r.json).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the old crash came right after
    expect(gateway.alive()).toBe(true);
    await vi.waitFor(() =>
      expect(warned('upstream answer over its bound: cut, memory freed', 'tools/call')).toBe(true),
    );
  });

  it('cuts a chunked 20 MB answer at the bound', async () => {
    attack('call-chunked-huge');
    const r = await callHostile('chat');
    expect(r.json).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
    expect(gateway.alive()).toBe(true);
  });

  it('ends slow-loris and hanging answers at the deadline, then opens the breaker', async () => {
    // The oversized answers above count against the breaker too: one good call starts the count over.
    attack('none');
    expect((await callHostile('voice', 0)).json).toMatchObject({ outcome: 'ok' });
    attack('call-slow-loris');
    const slow = await callHostile('voice');
    expect(slow.json).toMatchObject({ outcome: 'timeout', attempts: 1 });
    attack('call-hang');
    const hung = await Promise.all([callHostile('voice', 1), callHostile('voice', 2)]);
    for (const r of hung) expect(r.json).toMatchObject({ outcome: 'timeout', attempts: 1 });
    // Three timeouts in a row: the breaker is open and the next caller is refused at once.
    const started = performance.now();
    const refused = await callHostile('voice', 3);
    expect(refused.json).toMatchObject({ outcome: 'unavailable', attempts: 0 });
    expect(performance.now() - started).toBeLessThan(1_000);
    const health = await admin('GET', '/healthz');
    const line = (health.json.servers.detail as { id: string; breaker: string }[]).find(
      (d) => d.id === hostileId,
    );
    expect(line?.breaker).toBe('open');
    expect(health.json.problems).toContain(`server ${hostileId} breaker open`);
    const metrics = await admin('GET', '/metrics');
    expect(metrics.text).toContain(`asixto_gateway_breaker_state{company="hostile",server="${hostileId}"} 2`);
  }, 30_000);

  it('cuts a 50 MB listing at its 2 MiB bound, keeps the last good catalog and says why', async () => {
    const servers = async () =>
      (await admin('GET', '/v1/tenants/hostile/servers')).json.servers as { id: string; status: string }[];
    const catalogNames = async () => {
      const catalog = await http(gateway.url, 'POST', '/v1/catalog', {
        token: RUNTIME_TOKEN,
        body: {
          context: {
            company: 'hostile',
            conversationId: 'c',
            channel: 'chat',
            scenario: 'general',
            agentLevel: 'read',
          },
        },
      });
      return (catalog.json.tools as { name: string }[]).map((t) => t.name);
    };
    attack('list-huge');
    hostile.notifyToolsChanged();
    await vi.waitFor(async () => expect((await servers())[0]?.status).toBe('degraded'), { timeout: 10_000 });
    expect(await catalogNames()).toEqual([`ext__hostile__${HOSTILE_TOOL}`]);
    await vi.waitFor(() =>
      expect(warned('upstream answer over its bound: cut, memory freed', 'tools/list')).toBe(true),
    );
    // A certification that meets the same listing could not judge the tools: it says why and keeps
    // the last good pins, so the last good catalog goes on serving.
    const recertified = await admin('POST', `/v1/servers/${hostileId}/certify`);
    expect(recertified.json).toMatchObject({
      status: 'degraded',
      certifiedTools: [HOSTILE_TOOL],
      fatal: { code: 'GATEWAY_LISTING_FAILED', message: expect.stringContaining('tools/list') },
    });
    expect(await catalogNames()).toEqual([`ext__hostile__${HOSTILE_TOOL}`]);
    expect(gateway.alive()).toBe(true);
  }, 30_000);

  it('does not let a notification storm drive listings', async () => {
    attack('listen-storm');
    const before = hostile.methods.length;
    hostile.dropConnections(); // the gateway listens again and meets the storm
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const seen = hostile.methods.slice(before);
    const listings = seen.filter((m) => m === 'tools/list').length;
    // 100 notifications a second for ~4 s: one listing per 2 s interval at most, plus the
    // re-listen's own refresh (none at all while the failed listings above back it off).
    expect(seen).toContain('subscriptions/listen');
    expect(listings).toBeLessThanOrEqual(4);
    expect(gateway.alive()).toBe(true);
  }, 30_000);

  it('cuts an endless SSE line on the listen stream at 64 KiB', async () => {
    attack('listen-endless-line');
    hostile.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await vi.waitFor(() =>
      expect(warned('upstream answer over its bound: cut, memory freed', 'subscriptions/listen')).toBe(true),
    );
    expect(gateway.alive()).toBe(true);
  }, 30_000);

  it('survives an oversized discover and a redirect with a large body at registration', async () => {
    attack('discover-huge');
    const again = await admin('POST', '/v1/tenants/hostile/servers', {
      url: hostile.url,
      token: UPSTREAM_TOKEN,
    });
    expect(again.status).toBe(201);
    expect(again.json.certification.fatal).toBeDefined();
    attack('redirect-huge');
    const redirected = await admin('POST', `/v1/servers/${hostileId}/certify`);
    expect(redirected.status).toBe(200);
    expect(redirected.json.fatal).toBeDefined();
    expect(gateway.alive()).toBe(true);
  }, 30_000);

  it('keeps metric labels bounded whatever names the model makes up', async () => {
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        http(gateway.url, 'POST', '/v1/call', {
          token: RUNTIME_TOKEN,
          body: {
            context: {
              company: 'calm',
              conversationId: 'c',
              channel: 'chat',
              scenario: 'general',
              agentLevel: 'read',
            },
            name: `ext__calm__inventada_${i}`,
            arguments: {},
          },
        }),
      ),
    );
    const metrics = (await admin('GET', '/metrics')).text;
    expect(metrics).not.toContain('inventada');
    expect(metrics).toContain('asixto_gateway_calls_total{company="calm",tool="unknown",outcome="rejected"}');
  });

  it('kept the calm tenant answering and the memory bounded throughout', async () => {
    const calmStats = await load.stop();
    expect(calmStats.calls).toBeGreaterThan(50);
    expect(calmStats.outcomes.every((o) => o === 'ok')).toBe(true);
    // A few milliseconds a call when calm; a stalled loop shows as seconds (2 s: for a busy machine).
    expect(calmStats.p99).toBeLessThan(2_000);
    // Before the fix a 50 MB listing alone took RSS from ~117 MB to 1.35 GB.
    expect(peakRssMiB).toBeGreaterThan(0);
    expect(peakRssMiB).toBeLessThan(400);
  });

  it('restarts alive with the hostile server registered, then removes it for good', async () => {
    expect(await gateway.stop()).toBe(0);
    attack('discover-huge');
    gateway = await startGateway(dataDir);
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(gateway.alive()).toBe(true);
      expect((await http(gateway.url, 'GET', '/healthz')).status).toBe(200);
    }
    expect((await admin('DELETE', `/v1/servers/${hostileId}`)).status).toBe(204);
    const missing = await admin('DELETE', `/v1/servers/${hostileId}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toContain(hostileId);
    const servers = await admin('GET', '/v1/tenants/hostile/servers');
    expect(servers.json.servers).toEqual([]);
    // Nothing contacts the removed server any more.
    const seen = hostile.methods.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hostile.methods.length).toBe(seen);
  }, 60_000);
});
