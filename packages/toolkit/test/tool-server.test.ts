import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createToolServer,
  defineTool,
  fail,
  ok,
  page,
  requireOwner,
  sqliteIdempotencyStore,
  ToolFailure,
  ToolkitConfigError,
} from '@asixto/toolkit';
import type { IdempotencyStore, ToolServer } from '@asixto/toolkit';

const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'toolkit-server-'));

const db = new Database(join(dir, 'app.db'));
db.exec('CREATE TABLE notas (id INTEGER PRIMARY KEY, texto TEXT NOT NULL, dueno TEXT NOT NULL)');
const notas = (): number => (db.prepare('SELECT COUNT(*) AS n FROM notas').get() as { n: number }).n;
let seenMeta: unknown;
let logged: string[] = [];

const leer = defineTool({
  name: 'leer_nota',
  title: 'Leer nota',
  description: 'Lee las notas guardadas. No la uses para crear notas.',
  input: z.strictObject({ limit: z.number().int().min(1).max(25).nullable().optional() }),
  output: z.object({
    items: z.array(z.object({ texto: z.string() })),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    next_offset: z.number().int().nullable(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  capabilities: 'general',
  verb: 'leer notas',
  handler: ({ limit }, ctx) => {
    seenMeta = ctx.meta;
    const items = Array.from({ length: 30 }, (_, i) => ({
      texto: `Nota ${i + 1}: visite **https://ejemplo.co/n/${i}**`,
    }));
    return page(items, { limit, channel: ctx.meta.channel, render: (n) => n.texto });
  },
});

const crear = defineTool({
  name: 'crear_nota',
  title: 'Crear nota',
  description: 'Guarda una nota del cliente. No la uses para leer notas.',
  input: z.strictObject({
    texto: z.string().max(100),
    dueno: z.string().max(20),
    simular: z.enum(['nada', 'falla', 'explota']).nullable().optional(),
  }),
  output: z.object({ id: z.number().int() }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  capabilities: 'pqr',
  verb: 'guardar una nota',
  handler: async ({ texto, dueno, simular }, ctx) => {
    if (simular === 'explota') throw new Error('secret stack detail');
    await new Promise((r) => setTimeout(r, 20)); // widen the window for concurrent duplicates
    if (!ctx.idempotency) throw new Error('expected the transactional form');
    return ctx.idempotency.transaction(() => {
      const id = Number(
        db.prepare('INSERT INTO notas (texto, dueno) VALUES (?, ?)').run(texto, dueno).lastInsertRowid,
      );
      if (simular === 'falla') return fail.blocker('No se puede ahora.');
      requireOwner(dueno, 'CC1');
      return ok({ id }, `Nota ${id} guardada.`);
    });
  },
});

let server: ToolServer;
let url = '';
const meta = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'com.asixto/conversationId': 'cnv_1',
  'com.asixto/requestId': 'req_1',
  'com.asixto/channel': 'chat',
  'com.asixto/companyId': 'demo',
  'com.asixto/priceListId': null,
  'com.asixto/currency': 'COP',
  'com.asixto/timezone': 'America/Bogota',
  ...extra,
});

function connect(token = 'token-b'): Promise<Client> {
  return connectPinnedClient(url, { token, name: 'toolkit-test' });
}

type CallResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};
async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  m = meta(),
): Promise<CallResult> {
  return (await client.callTool({ name, arguments: args, _meta: m })) as CallResult;
}

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
  server = createToolServer({
    name: 'notas',
    version: '1.0.0',
    tools: [leer, crear],
    auth: { tokens: ['token-a', 'token-b'] },
    idempotency: sqliteIdempotencyStore(db),
    logger,
    maxRequestBodySize: 64 * 1024,
  });
  ({ url } = await server.listen());
});

afterAll(async () => {
  await server.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createToolServer: HTTP surface', () => {
  it('GET /health answers 200 JSON without auth; other paths 404', async () => {
    const base = url.replace(/\/mcp$/, '');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', name: 'notas', tools: 2 });
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it('401 with WWW-Authenticate: Bearer without a token, plus invalid_token with a wrong one', async () => {
    const none = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer realm="notas"$/);
    const wrong = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('accepts every active token (rotation)', async () => {
    for (const token of ['token-a', 'token-b']) {
      const client = await connect(token);
      expect(client.getProtocolEra()).toBe('modern');
      await client.close();
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-a' },
      body: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('refuses to start without auth, and warns loudly with auth none', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [leer], auth: undefined as never, logger: silent }),
    ).toThrow(ToolkitConfigError);
    const lines: string[] = [];
    const s = createToolServer({
      name: 'x',
      version: '1',
      tools: [leer],
      auth: 'none',
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    expect(lines.join('')).toContain('AUTH DISABLED');
    void s.close();
  });

  it('checks the catalog: duplicate names refused, review findings logged once at start-up', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [leer, leer], auth: 'none', logger: silent }),
    ).toThrow(/catalog-unique-names/);
    const vague = defineTool({
      ...leer.spec,
      name: 'leer_vago',
      description: 'Lee las notas guardadas del cliente.',
    });
    expect(vague.warnings.map((w) => w.rule)).toContain('description-says-when-not');
    const lines: string[] = [];
    const s = createToolServer({
      name: 'x',
      version: '1',
      tools: [vague],
      auth: 'none',
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    expect(lines.filter((l) => l.includes('description-says-when-not'))).toHaveLength(1);
    void s.close();
  });

  it('refuses write tools without an idempotency store', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [crear], auth: 'none', logger: silent }),
    ).toThrow(/idempotency store/);
  });

  it('a verifier function decides', async () => {
    const s = createToolServer({
      name: 'v',
      version: '1',
      tools: [leer],
      auth: { verify: async (t) => t === 'ok-token' },
      logger: silent,
    });
    const { url: u } = await s.listen();
    const bad = await fetch(u, { method: 'POST', headers: { authorization: 'Bearer other' }, body: '{}' });
    expect(bad.status).toBe(401);
    const good = await fetch(u, {
      method: 'POST',
      headers: { authorization: 'Bearer ok-token', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(good.status).not.toBe(401);
    await s.close();
  });
});

describe('createToolServer: MCP', () => {
  it('answers server/discover and lists exactly what defineTool checked, in order', async () => {
    const client = await connect();
    expect(client.getDiscoverResult()?.supportedVersions).toContain('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['leer_nota', 'crear_nota']);
    expect(tools[0]).toEqual(leer.listed);
    expect(tools[1]).toEqual(crear.listed);
    await client.close();
  });

  it('hands the handler the typed metadata', async () => {
    const client = await connect();
    await call(client, 'leer_nota', { limit: null }, meta({ 'com.asixto/priceListId': 'pl_mayorista' }));
    expect(seenMeta).toEqual({
      idempotencyKey: null,
      conversationId: 'cnv_1',
      requestId: 'req_1',
      channel: 'chat',
      companyId: 'demo',
      priceListId: 'pl_mayorista',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    const bad = await call(client, 'leer_nota', {}, meta({ 'com.asixto/channel': 'fax' }));
    expect(bad.structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    await client.close();
  });

  it('voice: at most 3 items, no URL, no markdown', async () => {
    const client = await connect();
    const result = await call(client, 'leer_nota', { limit: 10 }, meta({ 'com.asixto/channel': 'voice' }));
    expect((result.structuredContent?.['items'] as unknown[]).length).toBe(3);
    expect(result.content[0]?.text).not.toMatch(/https?:|\*\*/);
    expect(result.content[0]?.text.length).toBeLessThanOrEqual(400);
    await client.close();
  });

  it('a write without an idempotency key is VALIDATION with no effect', async () => {
    const client = await connect();
    const before = notas();
    const result = await call(client, 'crear_nota', { texto: 'a', dueno: 'CC1' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    expect(notas()).toBe(before);
    await client.close();
  });

  it('ten concurrent calls with one key: one effect, one result', async () => {
    const client = await connect();
    const before = notas();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          client,
          'crear_nota',
          { texto: 'hola', dueno: 'CC1' },
          meta({ 'com.asixto/idempotencyKey': 'k-conc' }),
        ),
      ),
    );
    expect(notas()).toBe(before + 1);
    expect(new Set(results.map((r) => JSON.stringify(r.structuredContent))).size).toBe(1);
    expect(results.every((r) => !r.isError)).toBe(true);
    await client.close();
  });

  it('a failed call rolls back its effect and does not burn its key', async () => {
    const client = await connect();
    const before = notas();
    const key = meta({ 'com.asixto/idempotencyKey': 'k-fail' });
    const blocked = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1', simular: 'falla' }, key);
    expect(blocked.structuredContent).toEqual({
      error: { error_type: 'BLOCKER', user_message: 'No se puede ahora.' },
    });
    const denied = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC2' }, key);
    expect(denied.structuredContent).toMatchObject({ error: { error_type: 'PERMISSION' } });
    expect(notas()).toBe(before);
    const done = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1' }, key);
    expect(done.isError).toBeFalsy();
    expect(notas()).toBe(before + 1);
    await client.close();
  });

  it('invalid arguments get the page-06 VALIDATION shape, before any claim', async () => {
    const client = await connect();
    const before = notas();
    const key = meta({ 'com.asixto/idempotencyKey': 'k-invalid' });
    const bad = await call(client, 'crear_nota', { texto: 'x'.repeat(101), dueno: 'CC1', extra: 1 }, key);
    expect(bad.isError).toBe(true);
    const error = bad.structuredContent?.['error'] as { error_type: string; user_message: string };
    expect(error.error_type).toBe('VALIDATION');
    expect(error.user_message).toContain('texto');
    expect(JSON.parse(bad.content[0]?.text ?? '')).toEqual({
      error: { error_type: 'VALIDATION', user_message: error.user_message },
    });
    expect(notas()).toBe(before);
    const good = await call(client, 'crear_nota', { texto: 'x', dueno: 'CC1' }, key);
    expect(good.isError).toBeFalsy();
    await client.close();
  });

  it('a thrown exception is SYSTEM with a generic Spanish message; the detail stays in the log', async () => {
    const client = await connect();
    logged = [];
    const result = await call(
      client,
      'crear_nota',
      { texto: 'x', dueno: 'CC1', simular: 'explota' },
      meta({ 'com.asixto/idempotencyKey': 'k-x' }),
    );
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { error_type: 'SYSTEM' } });
    expect(JSON.stringify(result)).not.toContain('secret stack detail');
    expect(result.content[0]?.text).toMatch(/problema técnico/);
    expect(logged.join('')).toContain('secret stack detail');
    await client.close();
  });

  it('serves 2025-era clients statelessly', async () => {
    const legacy = new Client({ name: 'legacy', version: '1' });
    await legacy.connect(
      new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { authorization: 'Bearer token-a' } },
      }),
    );
    expect(legacy.getProtocolEra()).toBe('legacy');
    expect((await legacy.listTools()).tools.map((t) => t.name)).toEqual(['leer_nota', 'crear_nota']);
    const result = (await legacy.callTool({ name: 'leer_nota', arguments: { limit: 2 } })) as CallResult;
    expect((result.structuredContent?.['items'] as unknown[]).length).toBe(2);
    await legacy.close();
  });

  it('notifyToolsChanged reaches a subscribed client', async () => {
    const client = await connect();
    let notified!: () => void;
    const arrived = new Promise<void>((resolve) => (notified = resolve));
    client.setNotificationHandler('notifications/tools/list_changed', () => notified());
    const subscription = await client.listen({ toolsListChanged: true });
    server.notifyToolsChanged();
    await arrived;
    await subscription.close();
    await client.close();
  });
});

describe('createToolServer: the 3,000-character budget', () => {
  it('no text leaves over 3,000 characters, even from a handler that ignores page()', async () => {
    const largo = defineTool({
      name: 'leer_largo',
      title: 'Leer texto largo',
      description: 'Devuelve un texto largo de prueba. No la uses para nada más.',
      input: z.strictObject({}),
      output: z.object({ n: z.number().int() }),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
      capabilities: 'general',
      verb: 'leer un texto largo',
      handler: () => ok({ n: 1 }, 'palabra '.repeat(1000)),
    });
    const s = createToolServer({ name: 'largo', version: '1', tools: [largo], auth: 'none', logger: silent });
    const { url: u } = await s.listen();
    const client = await connectPinnedClient(u, { name: 'toolkit-test' });
    try {
      for (const channel of ['chat', 'voice']) {
        const result = (await client.callTool({
          name: 'leer_largo',
          arguments: {},
          _meta: meta({ 'com.asixto/channel': channel }),
        })) as CallResult;
        expect(result.isError, channel).toBeFalsy();
        const text = result.content.map((b) => b.text).join('\n');
        expect(text.length, channel).toBeLessThanOrEqual(channel === 'voice' ? 400 : 3000);
        expect(text.length, channel).toBeGreaterThan(100);
      }
    } finally {
      await client.close();
      await s.close();
    }
  });
});

describe('createToolServer: a failing idempotency store', () => {
  it('answers SYSTEM in the page-06 shape, the detail only in the log, and runs nothing', async () => {
    let ran = 0;
    const escribir = defineTool({
      ...crear.spec,
      name: 'escribir_nota',
      handler: () => {
        ran++;
        return ok({ id: 1 }, 'Nota guardada.');
      },
    });
    const broken: IdempotencyStore = {
      claim: () => Promise.reject(new Error('database is locked (disk on fire)')),
      complete: () => Promise.resolve(true),
      release: () => Promise.resolve(),
      purgeExpired: () => Promise.resolve(0),
      close: () => Promise.resolve(),
    };
    const lines: string[] = [];
    const s = createToolServer({
      name: 'roto',
      version: '1',
      tools: [escribir],
      auth: 'none',
      idempotency: broken,
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    const { url: u } = await s.listen();
    const client = await connectPinnedClient(u, { name: 'toolkit-test' });
    try {
      const result = await call(
        client,
        'escribir_nota',
        { texto: 'x', dueno: 'CC1' },
        meta({ 'com.asixto/idempotencyKey': 'k-broken' }),
      );
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ error: { error_type: 'SYSTEM' } });
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual({
        error: { error_type: 'SYSTEM', user_message: expect.stringMatching(/problema técnico/) },
      });
      expect(JSON.stringify(result)).not.toContain('disk on fire');
      expect(lines.join('')).toContain('disk on fire');
      expect(ran).toBe(0);
    } finally {
      await client.close();
      await s.close();
    }
  });
});

describe('createToolServer: the server language', () => {
  it('reaches the handler as ctx.lang, and the toolkit speaks it too', async () => {
    let seenLang: unknown;
    const saludar = defineTool({
      name: 'saludar',
      title: 'Saludar',
      description: 'Saluda en el idioma del servidor. No la uses para nada más.',
      input: z.strictObject({ fallar: z.boolean().nullable().optional() }),
      output: z.object({ lang: z.string() }),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
      capabilities: 'general',
      verb: 'saludar',
      handler: ({ fallar }, ctx) => {
        seenLang = ctx.lang;
        if (fallar) throw new Error('boom');
        return ok({ lang: ctx.lang }, ctx.lang === 'en' ? 'Hello.' : 'Hola.');
      },
    });
    for (const lang of ['es', 'en'] as const) {
      const s = createToolServer({
        name: 'saludo',
        version: '1',
        tools: [saludar],
        auth: 'none',
        logger: silent,
        lang,
      });
      const { url: u } = await s.listen();
      const client = await connectPinnedClient(u, { name: 'toolkit-test' });
      try {
        const good = (await client.callTool({ name: 'saludar', arguments: {}, _meta: meta() })) as CallResult;
        expect(seenLang).toBe(lang);
        expect(good.content[0]?.text).toBe(lang === 'en' ? 'Hello.' : 'Hola.');
        const bad = (await client.callTool({
          name: 'saludar',
          arguments: { fallar: true },
          _meta: meta(),
        })) as CallResult;
        const error = bad.structuredContent?.['error'] as { user_message?: string } | undefined;
        expect(error?.user_message).toBe(
          lang === 'en'
            ? 'I had a technical problem doing that. Please try again in a moment.'
            : 'Tuve un problema técnico al hacer esa operación. Intenta de nuevo en un momento.',
        );
      } finally {
        await client.close();
        await s.close();
      }
    }
  });
});

describe('createToolServer: results that leak a trace or a secret', () => {
  const JWT =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDMyNDU2Nzg5In0.Xq5xZbK3m0cV7nQq3Y2t1s8wHn4p6r9uA0bC2dE4fG8';
  const TRACE =
    "TypeError: Cannot read properties of undefined (reading 'id')\n    at lookup (/srv/app/a.js:42:17)";
  const filtra = defineTool({
    name: 'consultar_cliente',
    title: 'Consultar cliente',
    description: 'Consulta un cliente por su documento. No la uses para modificar datos.',
    input: z.strictObject({ caso: z.enum(['token', 'traza', 'detalle', 'mensaje']) }),
    output: z.object({ nombre: z.string() }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    capabilities: 'general',
    verb: 'consultar un cliente',
    handler: ({ caso }) => {
      if (caso === 'token') return ok({ nombre: 'Ana' }, `Cliente Ana Restrepo. token=${JWT}`);
      if (caso === 'traza') return ok({ nombre: TRACE }, 'Cliente Ana Restrepo.');
      if (caso === 'detalle') throw new ToolFailure('SYSTEM', 'No pude consultar el cliente.', TRACE);
      throw new ToolFailure('SYSTEM', `Falla: ${TRACE}`);
    },
  });

  it('never sends it: the call answers SYSTEM and the log names the rule, not the value', async () => {
    const lines: string[] = [];
    const s = createToolServer({
      name: 'filtra',
      version: '1',
      tools: [filtra],
      auth: 'none',
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    const { url: u } = await s.listen();
    const client = await connectPinnedClient(u, { name: 'toolkit-test' });
    const callWith = async (caso: string) =>
      (await client.callTool({
        name: 'consultar_cliente',
        arguments: { caso },
        _meta: meta(),
      })) as CallResult;
    try {
      for (const [caso, rule] of [
        ['token', 'call-no-secrets'],
        ['traza', 'call-no-traces'],
        ['mensaje', 'call-no-traces'],
      ] as const) {
        lines.length = 0;
        const result = await callWith(caso);
        expect(result.isError, caso).toBe(true);
        expect(result.structuredContent).toMatchObject({ error: { error_type: 'SYSTEM' } });
        expect(JSON.stringify(result)).not.toMatch(/eyJhbGci|TypeError|a\.js/);
        const refusal = lines
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.code === 'TOOLKIT_RESULT_LEAK');
        expect(refusal, caso).toMatchObject({ level: 50, rule, tool: 'consultar_cliente' });
        expect(String(refusal?.msg)).toContain(rule);
        expect(lines.join('')).not.toContain(JWT.slice(0, 24));
      }
      // A trace in a ToolFailure's details stays in the server's trace, as page 06 intends.
      const detail = await callWith('detalle');
      expect(detail.structuredContent).toMatchObject({
        error: { error_type: 'SYSTEM', user_message: 'No pude consultar el cliente.' },
      });
    } finally {
      await client.close();
      await s.close();
    }
  });
});
