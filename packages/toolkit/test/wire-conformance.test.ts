// The toolkit's own tools/call path against the SDK's: the same requests, sent to a server whose
// tools take the fast path and to one whose tools all ask for the SDK context (so the SDK serves
// every call), must get the same status, headers and body, byte for byte, and run the handler once.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createToolServer, defineTool, fail, ok, sqliteIdempotencyStore } from '@asixto/toolkit';
import type { ToolContext, ToolDefinition, ToolkitLogger, ToolResult, ToolServer } from '@asixto/toolkit';

const silent = pino({ level: 'silent' });
// A logger that fails for one conversation: the toolkit's own code then throws before the handler.
const logger: ToolkitLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child(bindings) {
    if (bindings['conversationId'] === 'cnv_boom') throw new Error('logger down');
    return silent;
  },
};
// Resolved when a handler waiting on ctx.signal saw it abort, per side.
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const aborted = { fast: signal(), sdk: signal() };
const MODES = ['long', 'not_found', 'throws', 'bad_output', 'no_output', 'extra_key'] as const;
type Mode = (typeof MODES)[number] | 'ok';

// Per server: how many times a handler ran, and whether it was given the SDK context.
const runs = { fast: 0, sdk: 0 };
const sawSdk = { fast: [] as boolean[], sdk: [] as boolean[] };

function tools(side: 'fast' | 'sdk'): ToolDefinition[] {
  const seen = (ctx: ToolContext): void => {
    runs[side] += 1;
    sawSdk[side].push(ctx.sdk !== undefined);
  };
  const consultar = defineTool({
    name: 'consultar_ficha',
    title: 'Consultar ficha',
    description: 'Devuelve la ficha de un cliente por su documento. No la uses para modificar datos.',
    input: z.strictObject({ documento: z.string().max(20).describe('Documento del cliente.') }),
    output: z.object({ documento: z.string(), nombre: z.string() }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    capabilities: 'general',
    verb: 'consultar la ficha de un cliente',
    sdkContext: side === 'sdk',
    // The document number picks the simulated answer.
    handler: ({ documento }, ctx) => {
      seen(ctx);
      const m = (MODES as readonly string[]).includes(documento) ? (documento as Mode) : 'ok';
      if (ctx.signal.aborted) throw new Error('aborted before it ran');
      if (documento === 'waits')
        return new Promise<ToolResult>((resolve) => {
          ctx.signal.addEventListener('abort', () => {
            aborted[side].resolve();
            resolve(fail.notFound('Se fue.'));
          });
        });
      if (m === 'not_found') return fail.notFound('No encontré ese cliente.');
      if (m === 'throws') throw new Error('secret detail');
      if (m === 'bad_output') return ok({ documento, nombre: 42 } as never, 'Cliente.');
      if (m === 'no_output') return { content: [{ type: 'text', text: 'Sin datos.' }] };
      if (m === 'extra_key')
        return { ...ok({ documento, nombre: 'Ana' }, 'Ana.'), _meta: { x: 1 } } as unknown as ToolResult;
      const text = m === 'long' ? 'Ana visitó https://ejemplo.co/**x** '.repeat(200) : 'Ana Restrepo.';
      return ok({ documento, nombre: 'Ana Restrepo' }, text);
    },
  });
  const guardar = defineTool({
    name: 'guardar_nota',
    title: 'Guardar nota',
    description: 'Guarda una nota del cliente. No la uses para leer notas.',
    input: z.strictObject({ texto: z.string().max(100).describe('Texto de la nota.') }),
    output: z.object({ texto: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    capabilities: 'pqr',
    verb: 'guardar una nota',
    sdkContext: side === 'sdk',
    handler: ({ texto }, ctx) => {
      seen(ctx);
      return ok({ texto }, `Nota guardada: ${texto}.`);
    },
  });
  return [consultar, guardar];
}

let fast: ToolServer;
let sdk: ToolServer;
const urls = { fast: '', sdk: '' };

beforeAll(async () => {
  const make = (side: 'fast' | 'sdk') =>
    createToolServer({
      name: 'conformance',
      version: '1.2.3',
      tools: tools(side),
      auth: { tokens: ['token-c'] },
      idempotency: sqliteIdempotencyStore(':memory:'),
      logger,
    });
  fast = make('fast');
  sdk = make('sdk');
  urls.fast = (await fast.listen()).url;
  urls.sdk = (await sdk.listen()).url;
});

afterAll(async () => {
  await fast.close();
  await sdk.close();
});

const envelope = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'conformance', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
  'com.asixto/conversationId': 'cnv_1',
  'com.asixto/requestId': 'req_1',
  'com.asixto/channel': 'chat',
  'com.asixto/currency': 'COP',
  'com.asixto/timezone': 'America/Bogota',
  ...extra,
});

interface Exchange {
  headers?: Record<string, string | undefined>;
  body?: unknown;
  name?: string;
  args?: unknown;
  meta?: Record<string, unknown>;
  id?: unknown;
}

function request({ headers = {}, body, name = 'consultar_ficha', args, meta, id = 7 }: Exchange) {
  const payload = body ?? {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args ?? { documento: 'CC1' }, _meta: meta ?? envelope() },
  };
  const all: Record<string, string | undefined> = {
    authorization: 'Bearer token-c',
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': name,
    ...headers,
  };
  const sent: Record<string, string> = {};
  for (const [k, v] of Object.entries(all)) if (v !== undefined) sent[k] = v;
  return { method: 'POST', headers: sent, body: JSON.stringify(payload) };
}

async function answer(side: 'fast' | 'sdk', exchange: Exchange) {
  const res = await fetch(urls[side], request(exchange));
  const headers = [...res.headers].filter(([k]) => k !== 'date');
  return { status: res.status, headers, body: await res.text() };
}

/** Sends one exchange to both servers; returns the fast side's answer after comparing the two. */
async function same(exchange: Exchange, { servedByToolkit }: { servedByToolkit: boolean }) {
  const before = { fast: runs.fast, sdk: runs.sdk };
  const marks = sawSdk.fast.length;
  const [a, b] = [await answer('fast', exchange), await answer('sdk', exchange)];
  expect(a).toEqual(b);
  // The handler ran as often on both sides (once, or not at all when the SDK refused the call).
  expect(runs.fast - before.fast).toBe(runs.sdk - before.sdk);
  expect(runs.fast - before.fast).toBeLessThanOrEqual(1);
  if (servedByToolkit) expect(sawSdk.fast.slice(marks)).toEqual([false]);
  expect(sawSdk.sdk).not.toContain(false);
  return a;
}

describe('wire conformance: the toolkit tools/call path answers as the SDK does', () => {
  it('a successful read, served by the toolkit', async () => {
    const a = await same({}, { servedByToolkit: true });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      result: {
        structuredContent: { nombre: 'Ana Restrepo' },
        resultType: 'complete',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'conformance', version: '1.2.3' } },
      },
    });
  });

  it('string ids, voice shaping, page-06 errors and refused arguments or metadata', async () => {
    await same({ id: 'abc' }, { servedByToolkit: true });
    await same(
      { args: { documento: 'long' }, meta: envelope({ 'com.asixto/channel': 'voice' }) },
      { servedByToolkit: true },
    );
    await same({ args: { documento: 'long' } }, { servedByToolkit: true });
    await same({ args: { documento: 'not_found' } }, { servedByToolkit: true });
    await same({ args: { documento: 'throws' } }, { servedByToolkit: true });
    await same({ args: { documento: 'x'.repeat(30) } }, { servedByToolkit: false });
    await same({ args: { documento: 'CC1', otro: 1 } }, { servedByToolkit: false });
    await same({ meta: envelope({ 'com.asixto/channel': 'fax' }) }, { servedByToolkit: false });
  });

  it('results the SDK must encode itself go to it computed, and the handler runs once', async () => {
    // (A result JSON cannot encode, a BigInt, goes the same way; the SDK then never answers, so it
    // is not compared here.)
    for (const documento of ['bad_output', 'no_output', 'extra_key'])
      await same({ args: { documento } }, { servedByToolkit: false });
  });

  it('a throw of the toolkit itself is answered by the SDK on both paths', async () => {
    await same({ meta: envelope({ 'com.asixto/conversationId': 'cnv_boom' }) }, { servedByToolkit: false });
  });

  it('a caller that goes away aborts ctx.signal on both paths', async () => {
    for (const side of ['fast', 'sdk'] as const) {
      const gone = new AbortController();
      const sent = fetch(urls[side], { ...request({ args: { documento: 'waits' } }), signal: gone.signal });
      await new Promise((r) => setTimeout(r, 50));
      gone.abort();
      await expect(sent).rejects.toThrow();
      await aborted[side].promise;
    }
  });

  it('writes: idempotency keys behave the same', async () => {
    const meta = envelope({ 'com.asixto/idempotencyKey': 'k'.repeat(32) });
    const write = { name: 'guardar_nota', args: { texto: 'hola' }, meta };
    await same(write, { servedByToolkit: true });
    await same(write, { servedByToolkit: false }); // replayed from the store: the handler does not run
    await same({ name: 'guardar_nota', args: { texto: 'hola' } }, { servedByToolkit: false });
  });

  it('requests the SDK refuses or routes elsewhere (2025-era, batches) get the SDK answer', async () => {
    const refused: Exchange[] = [
      { headers: { 'mcp-name': undefined } },
      { headers: { 'mcp-name': 'otra' } },
      { headers: { 'mcp-name': ' consultar_ficha ' } },
      { headers: { 'mcp-method': undefined } },
      { headers: { 'mcp-method': 'tools/list' } },
      { headers: { 'mcp-protocol-version': undefined } },
      { headers: { 'mcp-protocol-version': '2025-11-25' } },
      { headers: { 'content-type': 'text/plain' } },
      { headers: { accept: 'application/json' } },
      { meta: envelope({ 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }) },
      { meta: envelope({ 'io.modelcontextprotocol/clientInfo': undefined }) },
      { meta: { 'com.asixto/channel': 'chat' }, headers: { 'mcp-protocol-version': undefined } },
      { name: 'no_existe' },
      { args: ['CC1'] },
      { id: null },
      { id: { a: 1 } },
      { body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: 'x' } },
      { body: { jsonrpc: '1.0', id: 1, method: 'tools/call', params: { name: 'consultar_ficha' } } },
      { body: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }] },
    ];
    for (const exchange of refused) await same(exchange, { servedByToolkit: false });
  });
});
