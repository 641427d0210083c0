import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import type { ReferenceServer } from '@asixto/reference-server';
import { context, startRef, tempDir, tenantInput, testGateway } from './gateway-helpers.js';

const tmp = tempDir('gw-e2e-');
let ref: ReferenceServer;
let gateway: Gateway;
let serverId: string;

beforeAll(async () => {
  ref = await startRef(tmp.dir, 'ref', ['tok-ref-123456']);
  gateway = testGateway(tmp.dir);
  await gateway.registerTenant(tenantInput('acme'));
  const registered = await gateway.registerServer('acme', { url: ref.url, token: 'tok-ref-123456' });
  serverId = registered.serverId;
});

afterAll(async () => {
  await gateway?.close();
  await ref?.close();
  tmp.cleanup();
});

describe('gateway with the reference server', () => {
  it('certifies the reference server on registration', async () => {
    const cert = await gateway.getCertification(serverId);
    expect(cert?.blockingFindings).toEqual([]);
    expect(cert).toMatchObject({ status: 'certified', era: 'modern' });
    expect(cert?.certifiedTools).toEqual([
      'consultar_cliente',
      'buscar_items',
      'consultar_estado_caso',
      'abrir_caso_soporte',
      'actualizar_cliente',
      'cancelar_cita',
    ]);
  });

  it('exposes by scenario and level, prefixed, in the server order', async () => {
    const write = await gateway.catalogFor(context('acme', { scenario: 'soporte', agentLevel: 'write' }));
    expect(write.tools.map((t) => t.name)).toEqual([
      'ext__acme__consultar_cliente',
      'ext__acme__consultar_estado_caso',
      'ext__acme__abrir_caso_soporte',
    ]);
    const read = await gateway.catalogFor(context('acme', { scenario: 'soporte', agentLevel: 'read' }));
    expect(read.tools.map((t) => t.name)).toEqual([
      'ext__acme__consultar_cliente',
      'ext__acme__consultar_estado_caso',
    ]);
    const agendaWrite = await gateway.catalogFor(
      context('acme', { scenario: 'cancelacion', agentLevel: 'write' }),
    );
    expect(agendaWrite.tools.map((t) => t.name)).toEqual(['ext__acme__consultar_cliente']);
    const agendaAdmin = await gateway.catalogFor(
      context('acme', { scenario: 'cancelacion', agentLevel: 'admin' }),
    );
    expect(agendaAdmin.tools.map((t) => t.name)).toEqual([
      'ext__acme__consultar_cliente',
      'ext__acme__cancelar_cita',
    ]);
  });

  it('returns the three provider shapes and the verbs text', async () => {
    const out = await gateway.catalogFor(context('acme', { requestId: 'req_shapes' }));
    expect(out.requestId).toBe('req_shapes');
    expect(out.openai.map((t) => t.function.name)).toEqual(out.tools.map((t) => t.name));
    expect(out.anthropic.map((t) => t.name)).toEqual(out.tools.map((t) => t.name));
    for (const t of out.openai) {
      expect(t.type).toBe('function');
      expect(t.function.description.length).toBeLessThanOrEqual(1024);
      expect(t.function.parameters).toMatchObject({ type: 'object' });
    }
    for (const t of out.anthropic) {
      // The name pattern both providers accept, and Anthropic's object-typed input schema.
      expect(t.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(t.description.length).toBeLessThanOrEqual(1024);
      expect(t.input_schema).toMatchObject({ type: 'object' });
    }
    for (const t of out.tools) expect(t).not.toHaveProperty('_meta');
    expect(out.verbsText).toBe(
      'Puedes: identificar a un cliente; consultar el estado de un caso; abrir un caso de soporte.',
    );
  });

  it('calls tools end to end: a read, and a write that the same conversation repeats without a second effect', async () => {
    const casos = (): number => {
      const db = new Database(join(tmp.dir, 'ref.db'), { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const read = await gateway.callTool(
      context('acme', { requestId: 'req_read_1' }),
      'ext__acme__consultar_cliente',
      { documento: 'CC1032456789' },
    );
    expect(read).toMatchObject({ outcome: 'ok', requestId: 'req_read_1', attempts: 1, truncated: false });
    expect(read.text).toMatch(/Ana/);
    const before = casos();
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'La cortadora no enciende.' };
    const first = await gateway.callTool(
      context('acme', { conversationId: 'cnv_e2e_w' }),
      'ext__acme__abrir_caso_soporte',
      args,
    );
    const again = await gateway.callTool(
      context('acme', { conversationId: 'cnv_e2e_w' }),
      'ext__acme__abrir_caso_soporte',
      args,
    );
    expect(first.outcome).toBe('ok');
    expect(again.structured).toEqual(first.structured);
    expect(casos()).toBe(before + 1);
    const other = await gateway.callTool(
      context('acme', { conversationId: 'cnv_e2e_x' }),
      'ext__acme__abrir_caso_soporte',
      args,
    );
    expect(other.outcome).toBe('ok');
    expect(casos()).toBe(before + 2);
  });

  it('rejects arguments that break the cached schema without calling the server', async () => {
    const out = await gateway.callTool(context('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1032456789',
      tipo: 'otro',
      descripcion: 'x',
    });
    expect(out).toMatchObject({ outcome: 'rejected', errorType: 'VALIDATION', attempts: 0 });
  });
});
