// The call pipeline end to end through createGateway, against the reference server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The library itself, not the package index: the index also loads the HTTP service (fastify),
// which these tests do not use and which costs about a second of imports per test file.
import { createGateway } from '../src/create-gateway.js';
import { createSilentLogger } from '../src/logger.js';
import type { CallFinishedEvent, Gateway, GatewayContextInput } from '@asixto/gateway';
import { startReferenceServer, type ReferenceServer } from '@asixto/reference-server';
import { rejectedFor } from './call-fixtures.js';

const TOKEN = 'tok-call-gateway';

function ctx(patch: Partial<GatewayContextInput> = {}): GatewayContextInput {
  return {
    company: 'demo',
    conversationId: 'cnv_call_1',
    channel: 'chat',
    scenario: 'soporte',
    agentLevel: 'write',
    ...patch,
  };
}

describe('callTool through createGateway (reference server)', () => {
  let dir: string;
  let reference: ReferenceServer;
  let gateway: Gateway;
  const finished: CallFinishedEvent[] = [];
  const referenceDb = (): string => join(dir, 'reference.db');
  const countCases = (descripcion: string): number => {
    const db = new Database(referenceDb(), { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM casos WHERE descripcion = ?')
        .get(descripcion)?.n as number;
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gw-call-'));
    reference = await startReferenceServer({
      databasePath: referenceDb(),
      tokens: [TOKEN],
      logger: createSilentLogger() as unknown as Parameters<typeof startReferenceServer>[0]['logger'],
    });
    gateway = createGateway({
      databasePath: join(dir, 'registry.db'),
      secretKey: randomBytes(32).toString('hex'),
      devMode: true,
      logger: createSilentLogger(),
      observer: { callFinished: (e) => finished.push(e) },
    });
    await gateway.registerTenant({
      company: 'demo',
      name: 'Demo',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    await gateway.registerTenant({
      company: 'otra',
      name: 'Otra',
      currency: 'USD',
      timezone: 'America/Bogota',
    });
    const { certification } = await gateway.registerServer('demo', { url: reference.url, token: TOKEN });
    expect(certification.certifiedTools).toEqual(
      expect.arrayContaining(['consultar_cliente', 'abrir_caso_soporte']),
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await reference?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads a customer: ok, structured data, sanitized text, one attempt', async () => {
    const outcome = await gateway.callTool(
      ctx({ scenario: 'general', requestId: 'req_read_1' }),
      'ext__demo__consultar_cliente',
      {
        documento: 'CC1032456789',
      },
    );
    expect(outcome).toMatchObject({ outcome: 'ok', attempts: 1, requestId: 'req_read_1', truncated: false });
    expect(JSON.stringify(outcome.structured)).toContain('Ana');
    expect(outcome.text).toContain('Ana');
    expect(finished.at(-1)).toMatchObject({ requestId: 'req_read_1', company: 'demo', outcome: 'ok' });
  });

  it('opens one case per logical call: the same call repeated replays, another conversation is new', async () => {
    const descripcion = 'Sin internet desde ayer en la tarde';
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion };
    const first = await gateway.callTool(
      ctx({ conversationId: 'cnv_case_a' }),
      'ext__demo__abrir_caso_soporte',
      args,
    );
    const again = await gateway.callTool(
      ctx({ conversationId: 'cnv_case_a' }),
      'ext__demo__abrir_caso_soporte',
      {
        ...args,
        prioridad: null,
      },
    );
    expect(first.outcome).toBe('ok');
    // null and absent sign the same: same key, same radicado, one case.
    expect(again.structured).toEqual(first.structured);
    expect(countCases(descripcion)).toBe(1);
    const other = await gateway.callTool(
      ctx({ conversationId: 'cnv_case_b' }),
      'ext__demo__abrir_caso_soporte',
      args,
    );
    expect(other.outcome).toBe('ok');
    expect(other.structured).not.toEqual(first.structured);
    expect(countCases(descripcion)).toBe(2);
  });

  it('rejects without calling: another company, a level too low, invalid arguments', async () => {
    const descripcion = 'Esto no debe llegar al servidor';
    const args = { documento: 'CC1032456789', tipo: 'falla', descripcion };
    const crossed = await gateway.callTool(ctx({ company: 'otra' }), 'ext__demo__abrir_caso_soporte', args);
    expect(crossed).toMatchObject(rejectedFor('other_company', 'ext__demo__abrir_caso_soporte'));
    const reader = await gateway.callTool(ctx({ agentLevel: 'read' }), 'ext__demo__abrir_caso_soporte', args);
    expect(reader).toMatchObject(rejectedFor('level', 'ext__demo__abrir_caso_soporte'));
    const invalid = await gateway.callTool(ctx(), 'ext__demo__abrir_caso_soporte', {
      documento: 'CC1032456789',
      tipo: 'falla',
    });
    expect(invalid).toMatchObject({ outcome: 'rejected', errorType: 'VALIDATION' });
    expect(invalid.text).toContain('descripcion');
    expect(countCases(descripcion)).toBe(0);
  });

  it('maps a business error to tool_error with its type and message', async () => {
    const outcome = await gateway.callTool(ctx(), 'ext__demo__abrir_caso_soporte', {
      documento: 'CC0000000001',
      tipo: 'falla',
      descripcion: 'Cliente que no existe',
    });
    expect(outcome).toMatchObject({ outcome: 'tool_error', errorType: 'NOT_FOUND' });
    expect(outcome.text).toContain('NOT_FOUND');
  });

  it('keeps voice answers free of markup', async () => {
    const outcome = await gateway.callTool(
      ctx({ channel: 'voice', scenario: 'general' }),
      'ext__demo__consultar_cliente',
      { documento: 'CC8891234567' },
    );
    expect(outcome.outcome).toBe('ok');
    expect(outcome.text).not.toMatch(/https?:\/\/|[*_`#]/);
  });
});
