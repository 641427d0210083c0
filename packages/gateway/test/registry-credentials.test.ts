import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '@asixto/reference-server';
import { context, startRef, tempDir, tenantInput, testGateway, testSecretKey } from './gateway-helpers.js';

const TOKEN = 'tok-SECRETO-registro-9f8e7d6c5b4a';
const tmp = tempDir('gw-registry-');
const key = testSecretKey();
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
let ref: ReferenceServer;
let serverId: string;
let certifiedAt: string;

beforeAll(async () => {
  ref = await startRef(tmp.dir, 'ref', [TOKEN]);
});
afterAll(async () => {
  await ref?.close();
  tmp.cleanup();
});

function bytesOfRegistry(): Buffer {
  const dir = join(tmp.dir, 'gateway');
  return Buffer.concat(readdirSync(dir).map((f) => readFileSync(join(dir, f))));
}

describe('registry and credentials', () => {
  it('keeps the token out of every read API, the logs and the database file', async () => {
    const gateway = testGateway(tmp.dir, { secretKey: key, logger });
    await gateway.registerTenant(tenantInput('cred'));
    const registered = await gateway.registerServer('cred', { url: ref.url, token: TOKEN });
    serverId = registered.serverId;
    expect(registered.certification.status).toBe('certified');
    const outputs = [
      registered,
      await gateway.listServers('cred'),
      await gateway.getCertification(serverId),
      await gateway.getTenant('cred'),
      await gateway.health(),
      await gateway.catalogFor(context('cred')),
      await gateway.callTool(
        context('cred', { scenario: 'general', agentLevel: 'read' }),
        'ext__cred__consultar_cliente',
        {
          documento: 'CC1032456789',
        },
      ),
    ];
    certifiedAt = (await gateway.getCertification(serverId))!.certifiedAt;
    const servers = await gateway.listServers('cred');
    expect(servers[0]).toMatchObject({ id: serverId, hasCredential: true, status: 'certified' });
    expect(servers[0]).not.toHaveProperty('credential');
    await gateway.close();

    for (const out of outputs) expect(JSON.stringify(out)).not.toContain(TOKEN);
    expect(logLines.length).toBeGreaterThan(3);
    expect(logLines.join('\n')).not.toContain(TOKEN);
    // The call is logged (real pino, debug level) without its argument values.
    const callLines = logLines.filter((line) => line.includes('"msg":"tool call"'));
    expect(callLines).toHaveLength(1);
    expect(JSON.parse(callLines[0]!)).toMatchObject({
      company: 'cred',
      tool: 'consultar_cliente',
      outcome: 'ok',
    });
    expect(logLines.join('\n')).not.toContain('CC1032456789');
    const bytes = bytesOfRegistry();
    expect(bytes.includes(Buffer.from(TOKEN))).toBe(false);
    expect(bytes.includes(Buffer.from('v1:'))).toBe(true); // the sealed credential is there
  });

  it('survives a restart: same servers, same pins, no recertification, credential still usable', async () => {
    const gateway = testGateway(tmp.dir, { secretKey: key });
    try {
      expect(await gateway.getTenant('cred')).toMatchObject({ company: 'cred', currency: 'COP' });
      const servers = await gateway.listServers('cred');
      expect(servers.map((s) => [s.id, s.status])).toEqual([[serverId, 'certified']]);
      expect((await gateway.getCertification(serverId))?.certifiedAt).toBe(certifiedAt);
      // The reference server requires the token: listing succeeds only if it was decrypted.
      const catalog = await gateway.catalogFor(context('cred'));
      expect(catalog.tools.map((t) => t.name)).toContain('ext__cred__abrir_caso_soporte');
      // Re-registering the same URL replaces the credential instead of adding a server.
      await gateway.registerServer('cred', { url: ref.url, token: TOKEN });
      expect((await gateway.listServers('cred')).map((s) => s.id)).toEqual([serverId]);
    } finally {
      await gateway.close();
    }
  });

  it('refuses to start with another secret key', async () => {
    const gateway = testGateway(tmp.dir, { secretKey: testSecretKey() });
    await expect(gateway.listServers('cred')).rejects.toMatchObject({
      code: 'GATEWAY_CREDENTIAL_UNREADABLE',
    });
    await gateway.close();
  });
});
