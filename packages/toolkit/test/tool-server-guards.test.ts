// createToolServer's guards: the 3,000-character budget, a failing idempotency store, the server
// language, results that leak.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createToolServer, defineTool, ok, ToolFailure } from '@asixto/toolkit';
import type { IdempotencyStore } from '@asixto/toolkit';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { call, crear, meta, silent, useNotasServer } from './notas-server.js';
import type { CallResult } from './notas-server.js';

useNotasServer();

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
