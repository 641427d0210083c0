// Streams and sockets of a real `asixto-gateway serve` process cannot be exhausted by one client.
// Run with 1,024 file descriptors (as where ~1,000 listen streams used to reset every tenant's
// connections): 2,000 `subscriptions/listen` attempts over eight companies, then 900 half-open
// unauthenticated requests, while a calm tenant is called every 100 ms on new connections, with
// `/healthz` beside it, and certified again mid-attack.
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '@asixto/reference-server';
import { startReferenceServer } from '@asixto/reference-server';
import { silentLogger, tempDir } from './gateway-helpers.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, UPSTREAM_TOKEN, http } from './service-helpers.js';
import { calmProbe, oneShot, percentiles } from './support/calm-probe.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';

const FILE_LIMIT = 1024;
// What the service derives from that limit (socket-budget.ts): 1,024 − 256 connections, half of
// them for listen streams; 64 streams per company by default.
const INSTANCE_STREAMS = (FILE_LIMIT - 256) / 2;
const COMPANY_STREAMS = 64;
const HOSTILE = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];

type Attempt =
  | { accepted: true; res: IncomingMessage }
  | {
      accepted: false;
      error?: { code: number; message: string; data?: Record<string, unknown> };
      status: number;
      detail?: string;
    };

/** One `subscriptions/listen` on a connection of its own, as a 2026-07-28 client sends it. */
function listenAttempt(base: string, company: string, id: string): Promise<Attempt> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'subscriptions/listen',
    params: {
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      },
      notifications: { toolsListChanged: true },
    },
  });
  return new Promise((resolve) => {
    const req = request(
      `${base}/mcp/${company}?channel=chat&scenario=general&agentLevel=read`,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${RUNTIME_TOKEN}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': 'subscriptions/listen',
        },
      },
      (res) => {
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          // Accepted once the acknowledgement arrives; the stream is then held open.
          res.once('data', () => resolve({ accepted: true, res }));
          res.on('error', () => undefined);
          return;
        }
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          const parsed = (() => {
            try {
              return JSON.parse(text) as {
                error?: { code: number; message: string; data?: Record<string, unknown> };
              };
            } catch {
              return {};
            }
          })();
          resolve({
            accepted: false,
            status: res.statusCode ?? 0,
            ...(parsed.error ? { error: parsed.error } : {}),
            detail: text.slice(0, 200),
          });
        });
      },
    );
    req.on('error', (e) => resolve({ accepted: false, status: 0, detail: e.message }));
    req.end(body);
  });
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

describe('listen streams and sockets of a real gateway process cannot be exhausted', () => {
  const temp = tempDir('gw-hostile-streams-');
  let calm: ReferenceServer;
  let gateway: GatewayProcess;
  let calmServerId = '';
  let peakFiles = 0;
  let sampler: NodeJS.Timeout | undefined;
  const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    http(gateway.url, method, path, { token: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    calm = await startReferenceServer({
      databasePath: join(temp.dir, 'calm.db'),
      tokens: [UPSTREAM_TOKEN],
      logger: silentLogger,
    });
    gateway = await startGatewayProcess({
      dataDir: join(temp.dir, 'gateway'),
      fileLimit: FILE_LIMIT,
      env: { GATEWAY_HEADERS_TIMEOUT_MS: '2000', GATEWAY_REQUEST_TIMEOUT_MS: '4000' },
    });
    for (const company of ['calm', ...HOSTILE]) {
      const tenant = { company, name: company, currency: 'COP', timezone: 'America/Bogota' };
      expect((await admin('POST', '/v1/tenants', tenant)).status).toBe(201);
    }
    const registered = await admin('POST', '/v1/tenants/calm/servers', {
      url: calm.url,
      token: UPSTREAM_TOKEN,
    });
    expect(registered.json.certification.status).toBe('certified');
    calmServerId = registered.json.serverId as string;
    sampler = setInterval(() => {
      if (gateway.alive()) peakFiles = Math.max(peakFiles, gateway.openFiles());
    }, 100);
  }, 60_000);

  afterAll(async () => {
    if (sampler) clearInterval(sampler);
    await gateway?.stop();
    await calm?.close();
    temp.cleanup();
  });

  it('starts with the limits the open-file limit allows, and says so', () => {
    const line = gateway.logs().find((l) => l.msg === 'socket limits lowered to fit the open-file limit');
    expect(line).toMatchObject({
      fileLimit: FILE_LIMIT,
      maxConnections: FILE_LIMIT - 256,
      maxListenStreams: INSTANCE_STREAMS,
    });
  });

  it('refuses the listen streams past the caps with a clear error; the calm tenant, /healthz and certification keep working', async () => {
    const probe = calmProbe(gateway.url, 'calm', 'ext__calm__consultar_cliente', {
      documento: 'CC1032456789',
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    probe.phase('attack');
    // 2,000 attempts: 300 for h1 (past its company cap), the rest over h2..h8 (past the instance cap).
    const companies = Array.from({ length: 2_000 }, (_, i) => (i < 300 ? 'h1' : HOSTILE[1 + (i % 7)]!));
    const certification = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return admin('POST', `/v1/servers/${calmServerId}/certify`);
    })();
    const cpuBefore = gateway.cpuMs();
    const attackStarted = performance.now();
    const attempts = await pool(
      companies.map((company, i) => () => listenAttempt(gateway.url, company, `sub_${i}`)),
      50,
    );
    const attackMs = performance.now() - attackStarted;
    const gatewayCpuMs = gateway.cpuMs() - cpuBefore;
    const recertified = await certification;
    // Held open a while, at the caps, with the calm tenant still called.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    probe.phase('after');
    const streams = attempts.filter((a): a is Extract<Attempt, { accepted: true }> => a.accepted);
    const refused = attempts.filter((a): a is Extract<Attempt, { accepted: false }> => !a.accepted);
    // Held past the 4 s request deadline: that deadline covers receiving a request, not a stream.
    const stillOpen = streams.filter((s) => !s.res.complete && !s.res.destroyed).length;
    for (const s of streams) s.res.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await probe.stop();

    const scopes = refused.map((r) => r.error?.data?.scope);
    const figures = {
      accepted: streams.length,
      refused: refused.length,
      byScope: {
        company: scopes.filter((s) => s === 'company').length,
        instance: scopes.filter((s) => s === 'instance').length,
      },
      peakOpenFiles: peakFiles,
      attemptsMs: Math.round(attackMs),
      // The gateway's CPU over the attempts (certification's worker and the calm tenant included).
      gatewayCpuMs,
      calmBaseline: percentiles(probe.of('baseline', 'call')),
      calmAttack: percentiles(probe.of('attack', 'call')),
      healthzBaseline: percentiles(probe.of('baseline', 'healthz')),
      healthzAttack: percentiles(probe.of('attack', 'healthz')),
    };
    console.info(`hostile-streams figures: ${JSON.stringify(figures)}`);

    expect(streams).toHaveLength(INSTANCE_STREAMS);
    expect(stillOpen).toBe(INSTANCE_STREAMS);
    expect(refused).toHaveLength(2_000 - INSTANCE_STREAMS);
    for (const r of refused) {
      expect(r).toMatchObject({
        status: 200,
        error: {
          code: -32603,
          message: expect.stringContaining('subscriptions/listen'),
          data: { reason: 'listen_limit' },
        },
      });
    }
    // h1 stopped at its own cap; the others at the instance's.
    expect(figures.byScope.company).toBe(300 - COMPANY_STREAMS);
    expect(figures.byScope.instance).toBe(2_000 - INSTANCE_STREAMS - (300 - COMPANY_STREAMS));
    expect(recertified.status).toBe(200);
    expect(recertified.json.status).toBe('certified');
    for (const phase of ['baseline', 'attack', 'after']) {
      const failed = probe.samples.filter((s) => s.phase === phase && !s.ok);
      expect(failed, `calm failures during ${phase}`).toEqual([]);
    }
    expect(figures.calmAttack.n).toBeGreaterThan(10);
    // Wall-clock margin, against the calm tenant's own baseline on this (busy, shared) machine.
    expect(figures.calmAttack.p99).toBeLessThan(Math.max(2_000, 20 * figures.calmBaseline.p99));
    expect(peakFiles).toBeLessThan(FILE_LIMIT);
    expect(gateway.logs().some((l) => JSON.stringify(l).includes('EMFILE'))).toBe(false);
    expect(gateway.alive()).toBe(true);

    // The slots come back as the streams close.
    const again = await listenAttempt(gateway.url, 'h2', 'sub_again');
    expect(again.accepted).toBe(true);
    if (again.accepted) again.res.destroy();
  }, 180_000);

  it('closes 900 unauthenticated half-open requests; the calm tenant keeps working meanwhile', async () => {
    const probe = calmProbe(gateway.url, 'calm', 'ext__calm__consultar_cliente', {
      documento: 'CC1032456789',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    probe.phase('attack');
    const started = Date.now();
    const halfOpen = await Promise.all(
      Array.from(
        { length: 900 },
        () =>
          new Promise<{ socket: Socket; closed: Promise<number> }>((resolve) => {
            // From another address than the calm tenant's, as an attacker is: each of these fails
            // authentication, and failed attempts throttle the address they come from.
            const socket = connect({
              port: Number(new URL(gateway.url).port),
              host: '127.0.0.1',
              localAddress: '127.0.0.2',
            });
            const closed = new Promise<number>((done) =>
              socket.on('close', () => done(Date.now() - started)),
            );
            socket.on('error', () => undefined);
            socket.resume(); // read the 408, so the close is seen
            socket.once('connect', () => {
              socket.write(
                'POST /v1/call HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"context":',
              );
              resolve({ socket, closed });
            });
            socket.once('error', () => resolve({ socket, closed }));
          }),
      ),
    );
    const closedAfter = await Promise.all(halfOpen.map((h) => h.closed));
    probe.phase('after');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await probe.stop();
    const figures = {
      lastClosedMs: Math.max(...closedAfter),
      calmBaseline: percentiles(probe.of('baseline', 'call')),
      calmAttack: percentiles(probe.of('attack', 'call')),
      healthzAttack: percentiles(probe.of('attack', 'healthz')),
    };
    console.info(`hostile-streams half-open figures: ${JSON.stringify(figures)}`);
    // None stays open: shed as stalled near the cap, or cut by the 4 s request deadline.
    expect(figures.lastClosedMs).toBeLessThan(4_000 + 10_000);
    for (const phase of ['baseline', 'attack', 'after']) {
      const failed = probe.samples.filter((s) => s.phase === phase && !s.ok);
      expect(failed, `calm failures during ${phase}`).toEqual([]);
    }
    expect(gateway.alive()).toBe(true);
  }, 120_000);

  it('still answers with a clean state afterwards', async () => {
    const r = await oneShot(gateway.url, 'GET', '/healthz');
    expect(r.status).toBe(200);
    const metrics = await admin('GET', '/metrics');
    expect(metrics.text).toContain(
      `asixto_gateway_listen_streams_refused_total{scope="company"} ${300 - COMPANY_STREAMS}`,
    );
    expect(metrics.text).toMatch(/asixto_gateway_listen_streams 0\b/);
  });
});
