import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import type { ReferenceServer } from '@asixto/reference-server';
import { rejectedFor } from './call-fixtures.js';
import { context, startRef, tempDir, tenantInput, testGateway } from './gateway-helpers.js';

const tmp = tempDir('gw-isolation-');
let alfaRef: ReferenceServer;
let betaRef: ReferenceServer;
let gateway: Gateway;

const casos = (name: string): number => {
  const db = new Database(join(tmp.dir, `${name}.db`), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

const caso = { documento: 'CC1032456789', tipo: 'falla', descripcion: 'El taladro no enciende desde ayer.' };

beforeAll(async () => {
  alfaRef = await startRef(tmp.dir, 'alfa', ['tok-alfa-0001']);
  betaRef = await startRef(tmp.dir, 'beta', ['tok-beta-0002']);
  gateway = testGateway(tmp.dir);
  await gateway.registerTenant(tenantInput('alfa'));
  await gateway.registerTenant(tenantInput('beta'));
  await gateway.registerServer('alfa', { url: alfaRef.url, token: 'tok-alfa-0001' });
  await gateway.registerServer('beta', { url: betaRef.url, token: 'tok-beta-0002' });
});

afterAll(async () => {
  await gateway?.close();
  await alfaRef?.close();
  await betaRef?.close();
  tmp.cleanup();
});

describe('tenant isolation', () => {
  it('shows each company only its own tools, under its own prefix', async () => {
    const alfa = await gateway.catalogFor(context('alfa'));
    const beta = await gateway.catalogFor(context('beta'));
    expect(alfa.tools.length).toBeGreaterThan(0);
    expect(alfa.tools.every((t) => t.name.startsWith('ext__alfa__'))).toBe(true);
    expect(beta.tools.every((t) => t.name.startsWith('ext__beta__'))).toBe(true);
    expect(beta.tools.map((t) => t.name.replace('ext__beta__', ''))).toEqual(
      alfa.tools.map((t) => t.name.replace('ext__alfa__', '')),
    );
    expect((await gateway.listServers('alfa')).map((s) => s.company)).toEqual(['alfa']);
  });

  it("never lets one company reach another company's server", async () => {
    const before = { alfa: casos('alfa'), beta: casos('beta') };
    const crossed = await gateway.callTool(
      context('alfa', { conversationId: 'cnv_iso_1' }),
      'ext__beta__abrir_caso_soporte',
      caso,
    );
    expect(crossed).toMatchObject(rejectedFor('other_company', 'ext__beta__abrir_caso_soporte'));
    expect(casos('beta')).toBe(before.beta);

    const own = await gateway.callTool(
      context('alfa', { conversationId: 'cnv_iso_1' }),
      'ext__alfa__abrir_caso_soporte',
      caso,
    );
    expect(own.outcome).toBe('ok');
    expect(casos('alfa')).toBe(before.alfa + 1);
    expect(casos('beta')).toBe(before.beta);
  });

  it('refuses a context for an unknown company and a malformed one', async () => {
    await expect(gateway.catalogFor(context('gamma'))).rejects.toMatchObject({
      code: 'GATEWAY_UNKNOWN_COMPANY',
    });
    await expect(
      gateway.callTool(context('gamma'), 'ext__alfa__consultar_cliente', {}),
    ).rejects.toMatchObject({
      code: 'GATEWAY_UNKNOWN_COMPANY',
    });
    await expect(gateway.catalogFor(context('alfa', { scenario: 'quejas' as never }))).rejects.toMatchObject({
      code: 'GATEWAY_INVALID_CONTEXT',
    });
  });
});
