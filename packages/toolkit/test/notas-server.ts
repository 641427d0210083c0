// The `notas` tool server the toolkit's server tests share: two tools over one SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import {
  createToolServer,
  defineTool,
  fail,
  ok,
  page,
  requireOwner,
  sqliteIdempotencyStore,
} from '@asixto/toolkit';
import type { ToolServer } from '@asixto/toolkit';

export const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'toolkit-server-'));

export const db = new Database(join(dir, 'app.db'));
db.exec('CREATE TABLE notas (id INTEGER PRIMARY KEY, texto TEXT NOT NULL, dueno TEXT NOT NULL)');
export const notas = (): number => (db.prepare('SELECT COUNT(*) AS n FROM notas').get() as { n: number }).n;
export let seenMeta: unknown;
/** The shared server's log lines; empty it with `logged.length = 0`. */
export const logged: string[] = [];

export const leer = defineTool({
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

export const crear = defineTool({
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

export let server: ToolServer;
export let url = '';
export const meta = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'com.asixto/conversationId': 'cnv_1',
  'com.asixto/requestId': 'req_1',
  'com.asixto/channel': 'chat',
  'com.asixto/companyId': 'demo',
  'com.asixto/priceListId': null,
  'com.asixto/currency': 'COP',
  'com.asixto/timezone': 'America/Bogota',
  ...extra,
});

export function connect(token = 'token-b'): Promise<Client> {
  return connectPinnedClient(url, { token, name: 'toolkit-test' });
}

export type CallResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};
export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  m = meta(),
): Promise<CallResult> {
  return (await client.callTool({ name, arguments: args, _meta: m })) as CallResult;
}

/**
 * Starts the shared `notas` server (a read tool, a write tool with SQLite idempotency, two tokens)
 * for the calling test file, and removes it and its database after.
 */
export function useNotasServer(): void {
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
}
