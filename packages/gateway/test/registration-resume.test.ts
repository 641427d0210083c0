// A registration a crash cuts short is finished, and the other instances know of it from the start.
// Real `asixto-gateway serve` processes; the tenant server hangs its `server/discover` while the
// test holds it, so a registration can be caught between "recorded" and "certified".
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, toolDefinition } from './call-fixtures.js';
import type { FixtureServer } from './call-fixtures.js';
import { tempDir } from './gateway-helpers.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, http } from './service-helpers.js';
import { startGatewayProcess } from './support/gateway-process.js';
import type { GatewayProcess } from './support/gateway-process.js';
import {
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  testName,
} from './support/services.js';
import type { TestDatabase } from './support/services.js';
import { within } from './support/within.js';

const up = await requireServices(['postgres', 'redis']);
const TENANT = { company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' };
const CONTEXT = {
  company: 'acme',
  conversationId: 'cnv_resume',
  channel: 'chat',
  scenario: 'general',
  agentLevel: 'read',
};

/** A tool server that does not answer `server/discover` while held. */
async function heldServer(): Promise<FixtureServer & { hold(): void; release(): void }> {
  let held = false;
  const waiting: ServerResponse[] = [];
  const server = await startFixtureServer({
    tools: [
      {
        definition: toolDefinition('consultar_estado'),
        handler: () => ({ content: [{ type: 'text', text: 'Al día.' }] }),
      },
    ],
    intercept(body, res) {
      if (!held || body.method !== 'server/discover') return false;
      waiting.push(res);
      return true;
    },
  });
  return Object.assign(server, {
    hold: () => void (held = true),
    release() {
      held = false;
      for (const res of waiting.splice(0)) res.destroy();
    },
  });
}

const serversOf = async (gateway: GatewayProcess) =>
  (await http(gateway.url, 'GET', '/v1/tenants/acme/servers', { token: ADMIN_TOKEN })).json.servers as {
    id: string;
    status: string;
  }[];
const exposed = async (gateway: GatewayProcess) =>
  (
    (await http(gateway.url, 'POST', '/v1/catalog', { token: RUNTIME_TOKEN, body: { context: CONTEXT } }))
      .json.tools as { name: string }[]
  ).map((t) => t.name);

describe('a registration cut short by a crash', () => {
  const temp = tempDir('gw-resume-');
  let tools: Awaited<ReturnType<typeof heldServer>>;
  const processes: GatewayProcess[] = [];
  beforeAll(async () => {
    tools = await heldServer();
  });
  afterAll(async () => {
    await Promise.allSettled(processes.map((p) => p.kill()));
    await tools?.close();
    temp.cleanup();
  });

  it('is certified when the gateway starts again', async () => {
    const dataDir = join(temp.dir, 'gateway');
    const first = await startGatewayProcess({ dataDir });
    processes.push(first);
    expect((await http(first.url, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: TENANT })).status).toBe(
      201,
    );
    tools.hold();
    const registering = http(first.url, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: tools.url },
    }).catch(() => undefined);
    const [recorded] = await within(5_000, async () => {
      const servers = await serversOf(first);
      return servers.length === 1 ? servers : undefined;
    });
    expect(recorded).toMatchObject({ status: 'pending' });
    await first.kill(); // mid-certification: recorded, never certified
    await registering;
    tools.release();

    const second = await startGatewayProcess({ dataDir });
    processes.push(second);
    await within(30_000, async () => (await serversOf(second))[0]?.status === 'certified');
    expect(
      second.logs().some((l) => l.msg === 'registration resumed: certifying a server left pending'),
    ).toBe(true);
    expect(await exposed(second)).toEqual(['ext__acme__consultar_estado']);
  }, 90_000);
});

describe.skipIf(!up.postgres || !up.redis)('a registration in a cluster', () => {
  const temp = tempDir('gw-resume-cluster-');
  const prefix = `${testName('rr')}:`;
  let database: TestDatabase;
  let tools: Awaited<ReturnType<typeof heldServer>>;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const serve = (id: string) =>
    startGatewayProcess({
      dataDir: join(temp.dir, `data-${id}`),
      env: {
        GATEWAY_DATABASE_URL: database.url,
        GATEWAY_REDIS_URL: REDIS_URL,
        GATEWAY_REDIS_PREFIX: prefix,
        GATEWAY_INSTANCE_ID: id,
      },
    });
  beforeAll(async () => {
    database = await createTestDatabase('resume');
    tools = await heldServer();
    [a, b] = await Promise.all([serve('rr-a'), serve('rr-b')]);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await tools?.close();
    await database?.drop();
    await dropRedisPrefix(prefix);
    temp.cleanup();
  });

  it('is known to the other instances as soon as it is recorded, and certified there when it ends', async () => {
    expect((await http(a.url, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: TENANT })).status).toBe(201);
    tools.hold();
    const registering = http(a.url, 'POST', '/v1/tenants/acme/servers', {
      token: ADMIN_TOKEN,
      body: { url: tools.url },
    });
    // B hears of it while A is still certifying (A waits on the held discover).
    const [onB] = await within(5_000, async () => {
      const servers = await serversOf(b).catch(() => []);
      return servers.length === 1 ? servers : undefined;
    });
    expect(onB).toMatchObject({ status: 'pending' });
    expect(await exposed(b)).toEqual([]);
    tools.release();
    const registered = await registering;
    expect(registered.status).toBe(201);
    await within(10_000, async () => (await exposed(b)).length === 1);
    expect(await exposed(b)).toEqual(['ext__acme__consultar_estado']);
  }, 90_000);
});
