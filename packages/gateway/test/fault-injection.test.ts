// Fault injection through a real TCP proxy: the reply to a third of 300 write calls is cut after
// the server processed the request; every call must still end `ok` with exactly one effect.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey } from '@asixto/contract';
import { startReferenceServer, type ReferenceServer } from '@asixto/reference-server';
import { randomBytes } from 'node:crypto';
// The library itself, not the package index: the index also loads the HTTP service (fastify),
// which these tests do not use and which costs about a second of imports per test file.
import { createGateway } from '../src/create-gateway.js';
import type { Gateway, RetryEvent } from '@asixto/gateway';
import { createCallPipeline, type CallOutcome, type CallPipeline } from '../src/call/index.js';
import { createSilentLogger } from '../src/logger.js';
import { createUpstream, type Upstream } from '../src/upstream/index.js';
import {
  callContext,
  closedPort,
  fixturePipeline,
  startFixtureServer,
  staticResolver,
  toolDefinition,
  type FixtureServer,
} from './call-fixtures.js';
import { startFaultProxy, type CutMode, type FaultProxy } from './fault-proxy.js';

const LOGICAL_CALLS = 300;
/** The JSON fixture repeats what the reference server (JSON) already proves, so it runs fewer. */
const CALLS_BY_MODE = { sse: LOGICAL_CALLS, json: 99 } as const;
const CONCURRENCY = 8;

async function runPool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function hostPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** Plans the cuts: every third logical call, cycling through the given modes. */
function planCuts(
  total: number,
  proxy: FaultProxy,
  modes: CutMode[],
  argsOf: (i: number) => Record<string, unknown>,
  conversationOf: (i: number) => string,
  tool: string,
): Set<number> {
  const cut = new Set<number>();
  for (let i = 0; i < total; i += 3) {
    cut.add(i);
    const mode = modes[(i / 3) % modes.length] as CutMode;
    proxy.cut.set(idempotencyKey(conversationOf(i), tool, argsOf(i)), mode);
  }
  return cut;
}

function expectAllOk(outcomes: CallOutcome[], cut: Set<number>): void {
  const notOk = outcomes.filter((o) => o.outcome !== 'ok');
  expect(notOk).toEqual([]);
  outcomes.forEach((o, i) => expect(o.attempts, `call ${i}`).toBe(cut.has(i) ? 2 : 1));
}

describe('fault injection: dropped replies are retried with the same idempotency key', () => {
  describe('reference server (JSON responses), through createGateway', () => {
    let dir: string;
    let reference: ReferenceServer;
    let proxy: FaultProxy;
    let gateway: Gateway;
    const retries: RetryEvent[] = [];
    const databasePath = (): string => join(dir, 'reference.db');

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'gw-fault-'));
      reference = await startReferenceServer({
        databasePath: databasePath(),
        tokens: ['tok-fault'],
        logger: silentToolkitLogger(),
      });
      proxy = await startFaultProxy(hostPort(reference.url));
      gateway = createGateway({
        databasePath: join(dir, 'registry.db'),
        secretKey: randomBytes(32).toString('hex'),
        devMode: true,
        logger: createSilentLogger(),
        observer: { retry: (e) => retries.push(e) },
      });
      await gateway.registerTenant({
        company: 'demo',
        name: 'Demo',
        currency: 'COP',
        timezone: 'America/Bogota',
      });
      const { certification } = await gateway.registerServer('demo', {
        url: proxy.url(new URL(reference.url).pathname),
        token: 'tok-fault',
      });
      expect(certification.certifiedTools).toContain('abrir_caso_soporte');
    });
    afterAll(async () => {
      await gateway?.close();
      await proxy?.close();
      await reference?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`${LOGICAL_CALLS} write calls, a third cut after processing: all ok, one case each`, async () => {
      const argsOf = (i: number): Record<string, unknown> => ({
        documento: 'CC1032456789',
        tipo: 'falla',
        descripcion: `Prueba de corte número ${i}, sin servicio`,
      });
      const conversationOf = (i: number): string => `cnv_fault_${i}`;
      const cut = planCuts(
        LOGICAL_CALLS,
        proxy,
        ['after-headers', 'before-headers'],
        argsOf,
        conversationOf,
        'abrir_caso_soporte',
      );
      const outcomes = await runPool(LOGICAL_CALLS, CONCURRENCY, (i) =>
        gateway.callTool(
          {
            company: 'demo',
            conversationId: conversationOf(i),
            channel: 'chat',
            scenario: 'soporte',
            agentLevel: 'write',
          },
          'ext__demo__abrir_caso_soporte',
          argsOf(i),
        ),
      );
      expect(proxy.cuts).toBe(cut.size);
      expectAllOk(outcomes, cut);
      expect(retries).toHaveLength(cut.size);
      const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
      try {
        const rows = db
          .prepare<[], { descripcion: string; n: number }>(
            `SELECT descripcion, COUNT(*) AS n FROM casos WHERE descripcion LIKE 'Prueba de corte número %' GROUP BY descripcion`,
          )
          .all();
        expect(rows).toHaveLength(LOGICAL_CALLS);
        expect(rows.every((r) => r.n === 1)).toBe(true);
      } finally {
        db.close();
      }
      // The retried call got the reply of the first execution: one radicado per logical call.
      const radicados = new Set(outcomes.map((o) => (o.structured as { radicado: string }).radicado));
      expect(radicados.size).toBe(LOGICAL_CALLS);
    });
  });

  for (const responseMode of ['sse', 'json'] as const) {
    describe(`SDK server with responseMode '${responseMode}'`, () => {
      let dir: string;
      let db: Database.Database;
      let server: FixtureServer;
      let proxy: FaultProxy;
      let upstream: Upstream;
      let callTool: CallPipeline;
      /** Every `tools/call` the server received: JSON-RPC id and the two ids of the logical call. */
      const received: { id: unknown; key: unknown; requestId: unknown }[] = [];

      beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), `gw-fault-${responseMode}-`));
        db = new Database(join(dir, 'cases.db'));
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.exec(`CREATE TABLE casos (radicado TEXT PRIMARY KEY, descripcion TEXT NOT NULL);
                 CREATE TABLE claves (clave TEXT PRIMARY KEY, radicado TEXT NOT NULL);`);
        const findKey = db.prepare<[string], { radicado: string }>(
          'SELECT radicado FROM claves WHERE clave = ?',
        );
        const insertCase = db.prepare('INSERT INTO casos (radicado, descripcion) VALUES (?, ?)');
        const insertKey = db.prepare('INSERT INTO claves (clave, radicado) VALUES (?, ?)');
        let seq = 0;
        // Claim-or-replay in one transaction: the garantía-1 behaviour the retry relies on.
        const open = db.transaction((key: string, descripcion: string): string => {
          const seen = findKey.get(key);
          if (seen) return seen.radicado;
          const radicado = `R-${++seq}`;
          insertCase.run(radicado, descripcion);
          insertKey.run(key, radicado);
          return radicado;
        });
        server = await startFixtureServer({
          responseMode,
          intercept: (body) => {
            if (body.method === 'tools/call') {
              const meta = (body.params as { _meta?: Record<string, unknown> } | undefined)?._meta ?? {};
              received.push({
                id: body.id,
                key: meta['com.asixto/idempotencyKey'],
                requestId: meta['com.asixto/requestId'],
              });
            }
            return false;
          },
          tools: [
            {
              definition: toolDefinition('abrir_caso_soporte', {
                inputSchema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['descripcion'],
                  properties: { descripcion: { type: 'string', maxLength: 100 } },
                },
                outputSchema: {
                  type: 'object',
                  required: ['radicado'],
                  properties: { radicado: { type: 'string' } },
                },
                annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
              }),
              handler: (call) => {
                const radicado = open(
                  String(call.meta['com.asixto/idempotencyKey']),
                  String(call.arguments.descripcion),
                );
                return {
                  content: [{ type: 'text', text: `Radicado ${radicado}.` }],
                  structuredContent: { radicado },
                };
              },
            },
          ],
        });
        proxy = await startFaultProxy(hostPort(server.url));
        ({ upstream, callTool } = await fixturePipeline(proxy.url('/mcp'), responseMode));
      });
      afterAll(async () => {
        await upstream?.close();
        await proxy?.close();
        await server?.close();
        db?.close();
        rmSync(dir, { recursive: true, force: true });
      });

      const total = CALLS_BY_MODE[responseMode];
      it(`${total} write calls, a third cut after processing: all ok, one case each`, async () => {
        const argsOf = (i: number): Record<string, unknown> => ({
          descripcion: `corte ${responseMode} ${i}`,
        });
        const conversationOf = (i: number): string => `cnv_${responseMode}_${i}`;
        const modes: CutMode[] =
          responseMode === 'sse'
            ? ['after-headers', 'clean-end', 'before-headers']
            : ['after-headers', 'before-headers'];
        const cut = planCuts(total, proxy, modes, argsOf, conversationOf, 'abrir_caso_soporte');
        const outcomes = await runPool(total, CONCURRENCY, (i) =>
          callTool(
            callContext('acme', { conversationId: conversationOf(i) }),
            'ext__acme__abrir_caso_soporte',
            argsOf(i),
          ),
        );
        expect(proxy.cuts).toBe(cut.size);
        expectAllOk(outcomes, cut);
        const rows = db
          .prepare<[], { descripcion: string; n: number }>(
            'SELECT descripcion, COUNT(*) AS n FROM casos GROUP BY descripcion',
          )
          .all();
        expect(rows).toHaveLength(total);
        expect(rows.every((r) => r.n === 1)).toBe(true);
        // A retry is a new JSON-RPC request carrying the same idempotency key and request id.
        const byKey = new Map<unknown, typeof received>();
        for (const r of received) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
        expect(byKey.size).toBe(total);
        let retried = 0;
        for (const attempts of byKey.values()) {
          expect(new Set(attempts.map((a) => a.requestId)).size).toBe(1);
          expect(new Set(attempts.map((a) => a.id)).size).toBe(attempts.length);
          if (attempts.length === 2) retried++;
          else expect(attempts).toHaveLength(1);
        }
        expect(retried).toBe(cut.size);
      });
    });
  }
});

describe('fault injection: hangs and unreachable servers', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  let callTool: CallPipeline;
  let served = 0;
  const DEADLINE_MS = 400;

  beforeAll(async () => {
    server = await startFixtureServer({
      responseMode: 'sse',
      tools: [
        {
          definition: toolDefinition('consultar_cliente'),
          handler: (call) => {
            served++;
            // Never answers; ends only when the gateway gives up and aborts the request.
            return new Promise((resolve) =>
              call.signal.addEventListener('abort', () => resolve({ content: [] }), { once: true }),
            );
          },
        },
      ],
    });
    ({ upstream, callTool } = await fixturePipeline(server.url, 'hang', {
      deadlines: { chat: DEADLINE_MS, voice: DEADLINE_MS },
    }));
  });
  afterAll(async () => {
    await upstream?.close();
    await server?.close();
  });

  it('a server that hangs yields timeout after the deadline, with exactly one attempt', async () => {
    const outcome = await callTool(callContext('acme'), 'ext__acme__consultar_cliente', { documento: 'CC1' });
    expect(outcome).toMatchObject({ outcome: 'timeout', attempts: 1, truncated: false });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
    expect(outcome.text).toMatch(/no respondió a tiempo/);
    expect(served).toBe(1);
  });

  it("uses the deadline of the call's channel", async () => {
    const voiceFirst = createCallPipeline({
      resolveExposedTool: staticResolver({
        company: 'acme',
        serverId: 'hang',
        upstream,
        tools: await upstream.listTools(),
      }),
      logger: createSilentLogger(),
      // Long enough that a loaded machine still sends the request (the first call compiles the
      // tool's schema), short enough to tell from the chat deadline.
      deadlines: { chat: 5_000, voice: 1_000 },
    });
    const outcome = await voiceFirst(
      callContext('acme', { channel: 'voice' }),
      'ext__acme__consultar_cliente',
      {
        documento: 'CC1',
      },
    );
    expect(outcome).toMatchObject({ outcome: 'timeout', attempts: 1 });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(995);
    expect(outcome.latencyMs).toBeLessThan(5_000);
  });

  it('a server that is down yields unavailable after the retries', async () => {
    const down = createUpstream({
      serverId: 'down',
      company: 'acme',
      url: `http://127.0.0.1:${await closedPort()}/mcp`,
      devMode: true,
      logger: createSilentLogger(),
    });
    try {
      const retries: number[] = [];
      const pipeline = createCallPipeline({
        resolveExposedTool: staticResolver({
          company: 'acme',
          serverId: 'down',
          upstream: down,
          tools: [toolDefinition('consultar_cliente')],
        }),
        logger: createSilentLogger(),
        observer: { retry: (e) => retries.push(e.attempt) },
      });
      const outcome = await pipeline(callContext('acme'), 'ext__acme__consultar_cliente', {
        documento: 'CC1',
      });
      expect(outcome).toMatchObject({ outcome: 'unavailable', attempts: 3 });
      expect(retries).toEqual([2, 3]);
      expect(outcome.text).toMatch(/no está disponible/);
    } finally {
      await down.close();
    }
  });
});

function silentToolkitLogger(): Parameters<typeof startReferenceServer>[0]['logger'] {
  // A silent pino logger has the toolkit logger's shape (debug/info/warn/error/child).
  return createSilentLogger() as unknown as Parameters<typeof startReferenceServer>[0]['logger'];
}
