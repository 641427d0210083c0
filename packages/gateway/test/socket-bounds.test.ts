// The service's own sockets are bounded: listen streams of the MCP endpoint by company and by
// instance, each ended when idle or old; connections that send nothing, or half a request, are
// closed; past the connection cap idle keep-alive connections make room. Real sockets, real SDK
// client, small limits.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolError } from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/client';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { silentLogger, tempDir, tenantInput } from './gateway-helpers.js';
import { RUNTIME_TOKEN, testConfig } from './service-helpers.js';

const temp = tempDir('gw-socket-bounds-');
const clients: Client[] = [];
let service: GatewayService;
let base: string;
let port: number;

const LIMITS = {
  maxListenStreams: 3,
  maxListenStreamsPerCompany: 2,
  listenIdleTimeoutMs: 600,
  listenMaxLifetimeMs: 60_000,
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  maxConnections: 24,
};

beforeAll(async () => {
  service = createGatewayService(testConfig(join(temp.dir, 'gateway'), LIMITS), {
    logger: silentLogger,
    defaultMetrics: false,
  });
  base = await service.listen();
  port = Number(new URL(base).port);
  for (const company of ['alfa', 'beta']) await service.gateway.registerTenant(tenantInput(company));
});

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  await service.close();
  temp.cleanup();
});

async function client(company: string): Promise<Client> {
  const c = await connectPinnedClient(`${base}/mcp/${company}`, { token: RUNTIME_TOKEN });
  clients.push(c);
  return c;
}

/** A raw TCP connection to the service, recording what it receives and when it closes. */
function raw(to = port): Promise<{ socket: Socket; received: () => string; closedAfter: Promise<number> }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const started = Date.now();
    const socket = connect(to, '127.0.0.1');
    const closedAfter = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closedAfter }));
    socket.once('error', reject);
  });
}

describe('listen streams of the MCP endpoint', () => {
  it('refuses the next stream past the company cap and past the instance cap, with a clear JSON-RPC error', async () => {
    const alfa = await Promise.all([client('alfa'), client('alfa'), client('alfa')]);
    const open = [
      await alfa[0]!.listen({ toolsListChanged: true }),
      await alfa[1]!.listen({ toolsListChanged: true }),
    ];
    const refused = await alfa[2]!.listen({ toolsListChanged: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProtocolError);
    expect(refused).toMatchObject({
      code: -32603,
      message: expect.stringContaining(
        'Se alcanzó el límite de 2 suscripciones (subscriptions/listen) abiertas para la empresa alfa',
      ),
      data: { reason: 'listen_limit', scope: 'company', limit: 2 },
    });

    const beta = await Promise.all([client('beta'), client('beta')]);
    open.push(await beta[0]!.listen({ toolsListChanged: true }));
    const full = await beta[1]!.listen({ toolsListChanged: true }).catch((e: unknown) => e);
    expect(full).toMatchObject({ code: -32603, data: { scope: 'instance', limit: 3 } });

    // A stream the client closes gives its slot back.
    await open[0]!.close();
    await expect
      .poll(
        async () =>
          beta[1]!.listen({ toolsListChanged: true }).then(
            () => 'open',
            () => 'refused',
          ),
        {
          timeout: 5_000,
        },
      )
      .toBe('open');
  });

  it('ends a stream idle for the idle timeout with a plain end (the client listens again)', async () => {
    const c = await client('alfa');
    // The streams the previous test left open end by idleness too, and free their slots.
    let subscription: Awaited<ReturnType<Client['listen']>> | undefined;
    await expect
      .poll(async () => (subscription = await c.listen({ toolsListChanged: true }).catch(() => undefined)), {
        timeout: 5_000,
      })
      .toBeDefined();
    const started = Date.now();
    expect(await subscription!.closed).toBe('remote');
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(LIMITS.listenIdleTimeoutMs * 0.9);
    expect(lasted).toBeLessThan(LIMITS.listenIdleTimeoutMs * 10);
  });
});

describe('connections of the HTTP server', () => {
  it('closes a connection that sends nothing, or half its headers, after the headers timeout', async () => {
    const silent = await raw();
    const partial = await raw();
    partial.socket.write(`POST /v1/call HTTP/1.1\r\nHost: x\r\n`);
    const [silentMs, partialMs] = await Promise.all([silent.closedAfter, partial.closedAfter]);
    for (const ms of [silentMs, partialMs]) {
      expect(ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs * 0.9);
      expect(ms).toBeLessThan(LIMITS.headersTimeoutMs * 10);
    }
    expect(partial.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to a request whose body never ends, after the request timeout', async () => {
    const half = await raw();
    half.socket.write(
      `POST /v1/call HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${RUNTIME_TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"context":`,
    );
    const ms = await half.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs * 0.9);
    expect(ms).toBeLessThan(LIMITS.requestTimeoutMs * 10);
    expect(half.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps room under the connection cap: idle and stalled connections make way for new ones', async () => {
    const own = createGatewayService(
      testConfig(join(temp.dir, 'capped'), { ...LIMITS, maxConnections: 20 }),
      {
        logger: silentLogger,
        defaultMetrics: false,
      },
    );
    const ownPort = Number(new URL(await own.listen()).port);
    const ask = async () => {
      const c = await raw(ownPort);
      c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await expect.poll(() => c.received().includes('"status"'), { timeout: 5_000 }).toBe(true);
      return c;
    };
    try {
      // Twice the cap of keep-alive clients, one after another, each answered and left idle.
      const idle: Awaited<ReturnType<typeof raw>>[] = [];
      for (let i = 0; i < 40; i++) idle.push(await ask());
      const connections = await new Promise<number>((resolve) =>
        own.app.server.getConnections((_e, n) => resolve(n)),
      );
      expect(connections).toBeLessThanOrEqual(20);
      // Twice the cap of requests that never finish their body: the stalled ones give way too.
      const halfOpen = await Promise.all(Array.from({ length: 40 }, () => raw(ownPort)));
      for (const c of halfOpen) {
        c.socket.write(
          'POST /v1/call HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Swept by now (stalled past 500 ms, looked at every 250): room for the next client at once.
      expect((await fetch(`http://127.0.0.1:${ownPort}/healthz`)).status).toBe(200);
      expect(idle.filter((c) => c.socket.destroyed).length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
