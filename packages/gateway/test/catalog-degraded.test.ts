import { afterAll, describe, expect, it } from 'vitest';
import type { CacheLookupEvent, UpstreamErrorEvent } from '@asixto/gateway';
import { context, tempDir, tenantInput, testGateway } from './gateway-helpers.js';
import { queryTool, startToolServer } from './gateway-tool-server.js';

const tmp = tempDir('gw-degraded-');
afterAll(() => tmp.cleanup());

describe('catalog cache, expiry and degraded servers', () => {
  it('refreshes on expiry, keeps the last good catalog while down, drops it when expired, recovers', async () => {
    const server = await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')]);
    let clock = Date.parse('2026-07-28T12:00:00Z');
    const lookups: CacheLookupEvent[] = [];
    const upstreamErrors: UpstreamErrorEvent[] = [];
    const gateway = testGateway(tmp.dir, {
      now: () => clock,
      cacheTtlMs: 60_000,
      refreshRetryMs: 1_000,
      observer: { cacheLookup: (e) => lookups.push(e), upstreamError: (e) => upstreamErrors.push(e) },
    });
    try {
      await gateway.registerTenant(tenantInput('deg'));
      const { serverId } = await gateway.registerServer('deg', {
        url: server.url,
        token: 'tok-test-server-1',
      });
      const names = async () => (await gateway.catalogFor(context('deg'))).tools.map((t) => t.name);
      expect(await names()).toEqual(['ext__deg__consultar_saldo', 'ext__deg__consultar_pedido']);
      expect(lookups.at(-1)).toEqual({ company: 'deg', serverId, hit: true });

      // A silent change (no notification) shows up once the entry expires.
      server.tools = [queryTool('consultar_pedido')];
      expect(await names()).toHaveLength(2);
      clock += 60_001;
      expect(await names()).toEqual(['ext__deg__consultar_pedido']);
      expect(lookups.at(-1)).toMatchObject({ hit: false });
      server.tools = [queryTool('consultar_saldo'), queryTool('consultar_pedido')];
      clock += 60_001;
      expect(await names()).toHaveLength(2);

      // Down: recertification cannot run, the pins and the last good catalog stay, status degraded.
      server.down = true;
      const cert = await gateway.certifyServer(serverId);
      expect(cert.status).toBe('degraded');
      expect(cert.fatal).toBeDefined();
      expect(cert.certifiedTools).toEqual(['consultar_saldo', 'consultar_pedido']);
      expect(await names()).toEqual(['ext__deg__consultar_saldo', 'ext__deg__consultar_pedido']);
      expect((await gateway.listServers('deg'))[0]?.status).toBe('degraded');
      expect(await gateway.health()).toMatchObject({
        status: 'degraded',
        servers: { byStatus: { degraded: 1 } },
      });
      expect(upstreamErrors.length).toBeGreaterThan(0);
      expect(upstreamErrors[0]).toMatchObject({ company: 'deg', serverId });

      // Expired while down: nothing is exposed from that server.
      clock += 60_001;
      expect(await names()).toEqual([]);

      // Back up: after the retry window the next access lists again and the status recovers. Two
      // listings failed in a row (the recertification's, then the expired access's): the window doubled.
      server.down = false;
      clock += 2_001;
      expect(await names()).toEqual(['ext__deg__consultar_saldo', 'ext__deg__consultar_pedido']);
      expect((await gateway.listServers('deg'))[0]?.status).toBe('certified');
    } finally {
      await gateway.close();
      await server.close();
    }
  });
});
