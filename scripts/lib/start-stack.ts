import { join } from 'node:path';
import type { Logger } from 'pino';
import { CONFIG_DEFAULTS, createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import { ensureDemoRuntimeKey } from './demo-key.js';
import { loadOrCreateDevCredentials } from './dev-credentials.js';
import type { DevCredentials } from './dev-credentials.js';
import { startVerboseServer } from './verbose-server.js';

/** The demo tenant `npm start` creates. */
export const DEMO_TENANT = {
  company: 'demo',
  name: 'Demo Telecomunicaciones S.A.S.',
  currency: 'COP',
  timezone: 'America/Bogota',
} as const;

export interface StartStackOptions {
  /** Where every SQLite file and the dev credentials live (default `./data`). */
  dataDir: string;
  /** 0 = OS-chosen (tests). */
  gatewayPort: number;
  referencePort: number;
  verbosePort: number;
  host?: string;
  /** Logger of the gateway service (JSON); the tool servers get children of it. */
  logger: Logger;
}

export interface RegisteredServer {
  label: string;
  url: string;
  serverId: string;
  /** Whether this run registered it (false: found from a previous run and re-certified). */
  registeredNow: boolean;
  certification: unknown;
}

export interface Stack {
  gatewayUrl: string;
  credentials: DevCredentials;
  /** A managed runtime key scoped to the demo company (what an agent or MCP host should hold). */
  demoKey: string;
  tenant: typeof DEMO_TENANT;
  servers: RegisteredServer[];
  service: GatewayService;
  close(): Promise<void>;
}

/**
 * What `npm start` does, as a function tests can run on port 0 with a temp directory: starts the
 * reference server and the demo's verbose server, the gateway service in development mode, creates
 * tenant `demo` if absent, and registers + certifies both servers, once: on a restart the servers
 * already registered under the same URL are re-certified instead of registered again; and a runtime
 * key scoped to `demo`, made once and reused while the gateway accepts it.
 */
export async function startStack(options: StartStackOptions): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const credentials = loadOrCreateDevCredentials(options.dataDir);
  const closers: (() => Promise<void>)[] = [];
  const close = async (): Promise<void> => {
    // Gateway first (in-flight calls finish against live servers), then the tool servers.
    for (const fn of closers.reverse()) await fn();
  };
  try {
    const reference = await startReferenceServer({
      port: options.referencePort,
      host,
      tokens: [credentials.referenceToken],
      databasePath: join(options.dataDir, 'reference.sqlite'),
      logger: options.logger.child({ component: 'reference-server' }),
    });
    closers.push(() => reference.close());
    const verbose = await startVerboseServer({
      token: credentials.referenceToken,
      port: options.verbosePort,
      host,
      logger: options.logger.child({ component: 'demo-historial' }),
    });
    closers.push(() => verbose.close());

    const service = createGatewayService(
      {
        ...CONFIG_DEFAULTS,
        port: options.gatewayPort,
        host,
        dataDir: options.dataDir,
        runtimeTokens: [credentials.runtimeToken],
        adminTokens: [credentials.adminToken],
        secretKey: credentials.secretKey,
        devMode: true,
        logLevel: 'info',
        metricsPublic: false,
        bodyLimitBytes: 1024 * 1024,
        shutdownTimeoutMs: 5_000,
        lang: 'es',
      },
      { logger: options.logger },
    );
    closers.push(() => service.close());
    const gatewayUrl = await service.listen();
    const { gateway } = service;

    if ((await gateway.getTenant(DEMO_TENANT.company)) == null)
      await gateway.registerTenant({ ...DEMO_TENANT });
    const known = (await gateway.listServers(DEMO_TENANT.company)) as { id: string; url: string }[];
    const servers: RegisteredServer[] = [];
    for (const [label, url] of [
      ['reference', reference.url],
      ['historial', verbose.url],
    ] as const) {
      const existing = known.find((s) => s.url === url);
      if (existing) {
        const certification = await gateway.certifyServer(existing.id);
        servers.push({ label, url, serverId: existing.id, registeredNow: false, certification });
      } else {
        const registered = await gateway.registerServer(DEMO_TENANT.company, {
          url,
          token: credentials.referenceToken,
        });
        servers.push({
          label,
          url,
          serverId: registered.serverId,
          registeredNow: true,
          certification: registered.certification,
        });
      }
    }
    const demoKey = await ensureDemoRuntimeKey({
      gatewayUrl,
      dataDir: options.dataDir,
      credentials,
      company: DEMO_TENANT.company,
    });
    return { gatewayUrl, credentials, demoKey, tenant: DEMO_TENANT, servers, service, close };
  } catch (error) {
    await close();
    throw error;
  }
}
