import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { callMeta, connectClient, errorOf } from './reference-client.js';
import type { CallResult } from './reference-client.js';

// The same server configured with lang 'en': every reply in English, over real HTTP with the
// official client. The gateway sends no language, so the language is the server's configuration.
const TOKEN = 'ref-en-token';
const dir = mkdtempSync(join(tmpdir(), 'reference-server-en-'));
let ref: ReferenceServer;
let client: Client;

const meta = (extra: Record<string, unknown> = {}) => callMeta('cnv_en', extra);

async function call(name: string, args: Record<string, unknown>, m = meta()): Promise<CallResult> {
  return (await client.callTool({ name, arguments: args, _meta: m })) as CallResult;
}
const textOf = (r: CallResult): string => r.content.map((c) => c.text).join('\n');

beforeAll(async () => {
  ref = await startReferenceServer({
    tokens: [TOKEN],
    databasePath: join(dir, 'reference.db'),
    logger: pino({ level: 'silent' }),
    lang: 'en',
  });
  client = await connectClient(ref.url, TOKEN);
});

afterAll(async () => {
  await client.close();
  await ref.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reference server in English', () => {
  it('consultar_cliente: the summary and the spoken dates are English', async () => {
    const r = await call('consultar_cliente', { documento: 'CC1032456789' });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toBe(
      'Ana Restrepo, active customer. Upcoming appointments: ' +
        'Visita técnica de instalación (CITA-1001) on Thursday, September 3 at nine in the morning at Sede El Poblado; ' +
        'Asesoría de remodelación (CITA-1002) on Thursday, September 10 at three thirty in the afternoon at Sede El Poblado.',
    );
    // The canonical values do not change with the language.
    const citas = r.structuredContent?.['citas_vigentes'] as { fecha: string; fecha_texto: string }[];
    expect(citas[0]).toMatchObject({
      fecha: '2026-09-03T09:00:00-05:00',
      fecha_texto: 'Thursday, September 3 at nine in the morning',
    });
    expect(r.structuredContent?.['estado']).toBe('activo');
  });

  it('NOT_FOUND carries an English user_message', async () => {
    const r = await call('consultar_cliente', { documento: 'CC0000000001' });
    expect(r.isError).toBe(true);
    expect(errorOf(r)).toMatchObject({
      error_type: 'NOT_FOUND',
      user_message: 'I could not find a customer with that ID document. Could you confirm it?',
    });
  });

  it('voice: the amount and the date are spoken in English', async () => {
    const r = await call(
      'consultar_cliente',
      { documento: 'CC8891234567' },
      meta({ 'com.asixto/channel': 'voice' }),
    );
    expect(r.isError).toBeFalsy();
    const text = textOf(r);
    expect(text).toContain(
      'Jorge Salazar, customer in arrears with an outstanding balance of 389,700 Colombian pesos',
    );
    expect(text).toContain('on Saturday, September 5 at eight in the morning');
    expect(text).not.toMatch(/pesos colombianos|sábado|de la mañana/);
  });

  it('buscar_items: an empty search is a success with an English text', async () => {
    const r = await call('buscar_items', { texto: 'zzzz-nothing-matches' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ items: [], total: 0 });
    expect(textOf(r)).toBe('I found no products for that search.');
  });

  it('buscar_items: the page header (a toolkit message) and the prices follow the server language', async () => {
    const r = await call('buscar_items', { categoria: 'herramientas', limit: 2 });
    expect(r.isError).toBeFalsy();
    const text = textOf(r);
    expect(text).toMatch(/^Showing 1 to 2 of \d+\./);
    expect(text).toMatch(/\d{1,3}(,\d{3})* Colombian pesos/);
  });

  it("the toolkit's own messages follow the server language too", async () => {
    const r = await call('consultar_cliente', {});
    expect(errorOf(r)).toMatchObject({
      error_type: 'VALIDATION',
      user_message: 'Some details are missing or not valid (documento). Could you confirm them?',
    });
  });

  it('guards and summaries of writes are English', async () => {
    const notOwner = await call(
      'cancelar_cita',
      { documento: 'CC8891234567', codigo_cita: 'CITA-1001', confirmacion: true },
      meta({ 'com.asixto/idempotencyKey': 'en-key-owner' }),
    );
    expect(errorOf(notOwner)).toMatchObject({
      error_type: 'PERMISSION',
      user_message: 'That appointment does not belong to the identified customer, so I cannot cancel it.',
    });
    const terminal = await call(
      'cancelar_cita',
      { documento: 'CC1032456789', codigo_cita: 'CITA-1003', confirmacion: true },
      meta({ 'com.asixto/idempotencyKey': 'en-key-terminal' }),
    );
    expect(errorOf(terminal)?.user_message).toBe(
      'It cannot be cancelled: the appointment is already cancelled.',
    );
    const updated = await call(
      'actualizar_cliente',
      { documento: 'CC1032456789', email: 'ana.nueva@example.com', ciudad: 'Envigado' },
      meta({ 'com.asixto/idempotencyKey': 'en-key-update' }),
    );
    expect(textOf(updated)).toBe('Done, I updated email, city.');
    const caso = await call('consultar_estado_caso', {
      radicado: 'RAD-2026-000101',
      documento: 'CC1032456789',
    });
    expect(textOf(caso)).toBe(
      'Case RAD-2026-000101 is in progress; it was opened on Tuesday, August 25 and its response time is 24 hours.',
    );
  });
});
