// The listing bound is one number: what the gateway reads of a tenant's `tools/list` is what its
// certification reads, by default and when an operator raises it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Tool } from '@modelcontextprotocol/server';
import { DEFAULT_UPSTREAM_LIMITS } from '../src/upstream/index.js';
import { startFixtureServer, toolDefinition } from './call-fixtures.js';
import type { FixtureServer } from './call-fixtures.js';
import { tempDir, tenantInput, testGateway } from './gateway-helpers.js';

const tmp = tempDir('gw-list-bounds-');
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of open.reverse()) await o.close();
  tmp.cleanup();
});

/** A server whose listing is ~2.5 MiB: a compliant tool and one with 60,000 parameters. */
async function bigListingServer(): Promise<FixtureServer> {
  const properties: Record<string, { type: 'string'; maxLength: number }> = {};
  for (let i = 0; i < 60_000; i++) properties[`p${i}`] = { type: 'string', maxLength: 10 };
  const wide = toolDefinition('registrar_formulario', {
    inputSchema: { type: 'object', additionalProperties: false, properties },
  } as Partial<Tool>);
  const server = await startFixtureServer({
    tools: [
      {
        definition: toolDefinition('consultar_estado'),
        handler: () => ({ content: [{ type: 'text', text: 'Al día.' }] }),
      },
      { definition: wide, handler: () => ({ content: [{ type: 'text', text: 'Registrado.' }] }) },
    ],
  });
  open.push(server);
  return server;
}

describe('listing bound', () => {
  it('is 2 MiB by default, the certifier reading no more than the gateway', async () => {
    expect(DEFAULT_UPSTREAM_LIMITS.listBytes).toBe(2 * 1024 * 1024);
    const server = await bigListingServer();
    const gateway = testGateway(`${tmp.dir}/default`);
    open.push(gateway);
    await gateway.registerTenant(tenantInput('porde'));
    const { certification } = await gateway.registerServer('porde', { url: server.url });
    expect(certification.blockingFindings).toContainEqual(
      expect.objectContaining({
        rule: 'server-tools-list',
        message: expect.stringContaining('> 2097152 bytes'),
      }),
    );
  }, 60_000);

  it('is the bound the certification reads to when an operator raises it', async () => {
    const server = await bigListingServer();
    const gateway = testGateway(`${tmp.dir}/raised`, { upstreamLimits: { listBytes: 3 * 1024 * 1024 } });
    open.push(gateway);
    await gateway.registerTenant(tenantInput('alzado'));
    const { certification } = await gateway.registerServer('alzado', { url: server.url });
    expect(certification.blockingFindings.map((f) => f.rule)).not.toContain('server-tools-list');
    expect(certification.certifiedTools).toContain('consultar_estado');
  }, 60_000);
});
