// Depth-safe everywhere: at the deepest structure the settings allow (512 levels), a result goes
// through every stage and every reply — shaping, the 3,000-character cut, `/v1/call`, the
// playground, the MCP endpoint — and a request body as deep is served, not refused with a 500.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { createGatewayService } from '../src/service/index.js';
import type { GatewayService } from '../src/service/index.js';
import { MAX_JSON_DEPTH_SETTING } from '../src/util/bounded-json.js';
import { connectPinnedClient } from '../../../test/support/mcp-client.js';
import { STRUCTURE_TOOL, startStructureServer } from './hostile-structure-server.js';
import type { StructureServer } from './hostile-structure-server.js';
import {
  ADMIN_TOKEN,
  RUNTIME_TOKEN,
  UPSTREAM_TOKEN,
  http,
  memoryLogger,
  testConfig,
} from './service-helpers.js';

/** The result's own nesting: the envelope (`{"result":{"structuredContent":{"v":`) adds four. */
const LEVELS = MAX_JSON_DEPTH_SETTING - 8;

describe('values as deep as the structure bounds allow', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gw-deep-'));
  const logs = memoryLogger();
  let server: StructureServer;
  let service: GatewayService;
  let base: string;
  let client: Client | undefined;
  const context = {
    company: 'deep',
    conversationId: 'cnv_deep',
    channel: 'chat',
    scenario: 'general',
    agentLevel: 'read',
  };
  const body = (args: unknown) => ({ context, name: `ext__deep__${STRUCTURE_TOOL}`, arguments: args });
  const depthOf = (value: unknown): number => {
    let depth = 0;
    for (let at = value; Array.isArray(at); at = at[0] as unknown) depth++;
    return depth;
  };

  beforeAll(async () => {
    server = await startStructureServer({ token: UPSTREAM_TOKEN });
    server.attack = 'call-deep-result';
    server.resultLevels = LEVELS;
    service = createGatewayService(
      testConfig(dir, { maxJsonDepth: MAX_JSON_DEPTH_SETTING, bodyLimitBytes: 1024 * 1024 }),
      {
        logger: logs.logger,
        defaultMetrics: false,
      },
    );
    base = await service.listen();
    await service.gateway.registerTenant({
      company: 'deep',
      name: 'Deep',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    const registered = await service.gateway.registerServer('deep', {
      url: server.url,
      token: UPSTREAM_TOKEN,
    });
    expect(registered.certification.certifiedTools).toContain(STRUCTURE_TOOL);
  });
  afterAll(async () => {
    await client?.close();
    await service?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the result on /v1/call and the playground, structured content whole', async () => {
    for (const [path, token] of [
      ['/v1/call', RUNTIME_TOKEN],
      ['/v1/playground/call', ADMIN_TOKEN],
    ] as const) {
      const r = await http(base, 'POST', path, { token, body: body({ documento: 'CC1' }) });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ outcome: 'ok', text: 'Listo.' });
      expect(depthOf(r.json.structured.v)).toBe(LEVELS);
    }
  });

  it('answers it on the MCP endpoint', async () => {
    client = await connectPinnedClient(`${base}/mcp/deep`, { token: RUNTIME_TOKEN, name: 'deep' });
    const result = await client.callTool(
      {
        name: `ext__deep__${STRUCTURE_TOOL}`,
        arguments: { documento: 'CC1' },
        _meta: {
          'com.asixto/conversationId': 'cnv_deep_mcp',
          'com.asixto/channel': 'chat',
          'com.asixto/scenario': 'general',
          'com.asixto/agentLevel': 'read',
        },
      },
      { timeout: 10_000 },
    );
    expect(result.isError).toBeUndefined();
    expect(depthOf((result.structuredContent as { v: unknown }).v)).toBe(LEVELS);
  });

  it('takes a request body as deep, and refuses a deeper one with a 400', async () => {
    const deepArgs = (levels: number) =>
      `{"context":${JSON.stringify(context)},"name":"ext__deep__${STRUCTURE_TOOL}","arguments":{"documento":"CC1","x":${'['.repeat(levels)}${']'.repeat(levels)}}}`;
    // The tool's schema refuses the extra argument: a validation answer, computed on the deep value.
    const within = await http(base, 'POST', '/v1/call', { token: RUNTIME_TOKEN, body: deepArgs(LEVELS) });
    expect(within.status).toBe(200);
    expect(within.json.outcome).toBe('rejected');
    const over = await http(base, 'POST', '/v1/call', {
      token: RUNTIME_TOKEN,
      body: deepArgs(MAX_JSON_DEPTH_SETTING),
    });
    expect(over.status).toBe(400);
    expect(over.json.error.code).toBe('BODY_TOO_COMPLEX');
  });
});
