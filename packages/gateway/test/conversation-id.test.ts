// A conversation id reaches logs, idempotency keys and every tenant's `_meta`: the HTTP API refuses
// one with control, format or bidirectional characters, or longer than 128, before any work.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { silentLogger, tempDir, tenantInput } from './gateway-helpers.js';
import { RUNTIME_TOKEN, testConfig } from './service-helpers.js';

const temp = tempDir('gw-conversation-id-');
let service: GatewayService;

beforeAll(async () => {
  service = createGatewayService(testConfig(join(temp.dir, 'gateway')), {
    logger: silentLogger,
    defaultMetrics: false,
  });
  await service.gateway.registerTenant(tenantInput('acme'));
});

afterAll(async () => {
  await service.close();
  temp.cleanup();
});

const catalog = (conversationId: string) =>
  service.app.inject({
    method: 'POST',
    url: '/v1/catalog',
    headers: { authorization: `Bearer ${RUNTIME_TOKEN}` },
    payload: {
      context: { company: 'acme', conversationId, channel: 'chat', scenario: 'general', agentLevel: 'read' },
    },
  });

describe('conversationId on the HTTP API', () => {
  it.each([
    ['CR LF', 'cnv\r\nX-Injected: 1'],
    ['NUL', 'cnv\u0000'],
    ['a right-to-left override', 'cnv\u202egnp.exe'],
    ['129 characters', 'c'.repeat(129)],
  ])('refuses %s with a 400 naming the field', async (_what, conversationId) => {
    const response = await catalog(conversationId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { field: 'context.conversationId' } });
  });

  it('accepts printable ids of up to 128 characters, accents and emoji included', async () => {
    for (const id of ['c'.repeat(128), 'conversación de María #12', '🙂 wa:+57 300']) {
      expect((await catalog(id)).statusCode).toBe(200);
    }
  });
});
