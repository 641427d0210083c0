// The tools are written once against one data-access seam: the same calls, in the same order,
// give the same answers on SQLite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { createTestDatabase, requireServices } from '../../../packages/toolkit/test/support/services.js';
import type { TestDatabase } from '../../../packages/toolkit/test/support/services.js';
import { callMeta, connectClient } from './reference-client.js';
import type { CallResult } from './reference-client.js';

const TOKEN = 'engines-token';
const servicesUp = (await requireServices(['postgres'])).postgres;

/** A conversation's worth of calls touching every tool, reads and writes, successes and refusals. */
const SCRIPT: { name: string; args: Record<string, unknown>; meta?: Record<string, unknown> }[] = [
  { name: 'consultar_cliente', args: { documento: 'cc 8891234567' } },
  { name: 'consultar_cliente', args: { documento: 'CC000' } },
  { name: 'consultar_cliente', args: { documento: 'CC1032456789' }, meta: { 'com.asixto/currency': 'USD' } },
  { name: 'consultar_cliente', args: { documento: 'CC1032456789' }, meta: { 'com.asixto/currency': 'XXX' } },
  { name: 'buscar_items', args: { texto: 'TALADRO' } },
  { name: 'buscar_items', args: { categoria: 'plomeria', limit: 3, offset: 2 } },
  {
    name: 'buscar_items',
    args: {},
    meta: { 'com.asixto/priceListId': 'pl_mayorista', 'com.asixto/channel': 'voice' },
  },
  { name: 'buscar_items', args: { texto: 'nada-que-ver' } },
  { name: 'consultar_estado_caso', args: { radicado: 'rad-2026-000101', documento: 'CC1032456789' } },
  { name: 'consultar_estado_caso', args: { radicado: 'RAD-2026-000102', documento: 'CC1032456789' } },
  {
    name: 'abrir_caso_soporte',
    args: { documento: 'CC52789123', tipo: 'cobro', descripcion: 'Me cobraron dos veces.' },
    meta: { 'com.asixto/idempotencyKey': 'k-1' },
  },
  {
    name: 'abrir_caso_soporte',
    args: { documento: 'CC8891234567', tipo: 'instalacion', descripcion: 'Instalar la ducha.' },
    meta: { 'com.asixto/idempotencyKey': 'k-2' },
  },
  { name: 'consultar_estado_caso', args: { radicado: 'RAD-2026-000201', documento: 'CC52789123' } },
  {
    name: 'actualizar_cliente',
    args: { documento: 'CC79456123', email: 'carlos@nuevo.co', ciudad: 'Barranquilla' },
    meta: { 'com.asixto/idempotencyKey': 'k-3' },
  },
  {
    name: 'cancelar_cita',
    args: { documento: 'CC1032456789', codigo_cita: 'CITA-1004', confirmacion: true },
    meta: { 'com.asixto/idempotencyKey': 'k-4' },
  },
  {
    name: 'cancelar_cita',
    args: { documento: 'CC1032456789', codigo_cita: 'cita-1002', confirmacion: true, motivo: 'Viaje' },
    meta: { 'com.asixto/idempotencyKey': 'k-5' },
  },
  {
    name: 'cancelar_cita',
    args: { documento: 'CC1032456789', codigo_cita: 'CITA-1002', confirmacion: true },
    meta: { 'com.asixto/idempotencyKey': 'k-6' },
  },
  { name: 'consultar_cliente', args: { documento: 'CC1032456789' } },
];

// `creado` of a new case is the moment it was opened: the one value that differs between two runs.
const comparable = (r: CallResult): unknown =>
  JSON.parse(
    JSON.stringify([r.isError ?? false, r.content, r.structuredContent]).replace(
      /"creado":"[^"]*"/g,
      '"creado":"…"',
    ),
  );

async function run(ref: ReferenceServer): Promise<unknown[]> {
  const client: Client = await connectClient(ref.url, TOKEN);
  try {
    const answers: unknown[] = [];
    for (const step of SCRIPT) {
      const result = (await client.callTool({
        name: step.name,
        arguments: step.args,
        _meta: callMeta('cnv_engines', step.meta),
      })) as CallResult;
      answers.push(comparable(result));
    }
    return answers;
  } finally {
    await client.close();
  }
}

describe.skipIf(!servicesUp)('reference server: SQLite and PostgreSQL agree', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-engines-'));
  const silent = pino({ level: 'silent' });
  let database: TestDatabase;
  const servers: ReferenceServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('engines');
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same script identically', async () => {
    const onSqlite = await startReferenceServer({
      tokens: [TOKEN],
      databasePath: join(dir, 'ref.db'),
      logger: silent,
    });
    servers.push(onSqlite);
    const onPostgres = await startReferenceServer({
      tokens: [TOKEN],
      databaseUrl: database.url,
      logger: silent,
    });
    servers.push(onPostgres);
    const [sqlite, postgres] = [await run(onSqlite), await run(onPostgres)];
    expect(postgres).toEqual(sqlite);
    // The script really went through every path: successes and each kind of refusal.
    const kinds = sqlite.map((a) => JSON.stringify(a).match(/"error_type":"(\w+)"/)?.[1] ?? 'ok');
    expect(new Set(kinds)).toEqual(
      new Set(['ok', 'NOT_FOUND', 'PERMISSION', 'VALIDATION', 'BLOCKER', 'SYSTEM']),
    );
  });
});
