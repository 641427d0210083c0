import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { ToolPins } from '../catalog/prepared-tool.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryNotice } from './registry-notices.js';
import type { CertificationRecord, RegistryStore, ServerRecord } from './registry-store.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import type { ServerDirectory } from '../servers/server-directory.js';
import { warmCatalog } from '../coordination/server-duties.js';
import type { ServerLifecycle } from '../servers/server-lifecycle.js';
import type { ServerRecords } from './server-records.js';
import type { UpstreamCredential } from '../oauth/upstream-credential.js';
import type { ServerState } from '../servers/server-state.js';

export interface RegistrySyncDeps {
  store: RegistryStore;
  records: ServerRecords;
  directory: ServerDirectory;
  lifecycle: ServerLifecycle;
  cache: CatalogCache;
  locks: KeyedLock;
  logger: GatewayLogger;
  newServerState(record: ServerRecord, credential: UpstreamCredential | undefined): ServerState;
  /** Starts the server's duties if this instance owns them. */
  follow(state: ServerState): void;
}

/**
 * Brings what this process runs in line with the registry: all of it at start and after a lost
 * notice feed, one tenant or server per notice from another instance. Work on a server runs under
 * its certification lock, so a reload never interleaves with a local certification or removal.
 */
export interface RegistrySync {
  /**
   * Loads the whole registry. `strict` (startup) rejects on the first server that cannot be
   * opened (a credential sealed with another key); otherwise that server is logged and skipped.
   */
  reload(strict: boolean): Promise<void>;
  /**
   * Brings one tenant or server in line with its row, re-read here whatever the notice says: a
   * notice is a hint (anyone who can connect to the database can send one), so a forged
   * `server-removed` leaves a registered server running. Resolves whether anything changed.
   */
  apply(notice: Exclude<RegistryNotice, { kind: 'key' }>): Promise<boolean>;
}

const samePins = (a: ToolPins | undefined, last: CertificationRecord | undefined): boolean => {
  if (!a || !last) return !a && !last;
  const certified = [...a.certified];
  return (
    certified.length === last.certifiedTools.length &&
    certified.every((name, i) => name === last.certifiedTools[i]) &&
    JSON.stringify(a.hashes) === JSON.stringify(last.toolHashes)
  );
};

export function createRegistrySync(deps: RegistrySyncDeps): RegistrySync {
  const { store, directory, logger } = deps;

  /** Starts running a server this process does not run yet, or runs with another URL or credential. */
  async function start(record: ServerRecord, previous: ServerState | undefined): Promise<void> {
    const credential = deps.records.openCredential(record);
    const state = deps.newServerState(record, credential);
    state.health.restore(await store.latestCertification(record.id, { usableOnly: true }), record.status);
    if (previous) await stop(previous);
    directory.attach(state);
    // A server with nothing certified is listed once (bounded) and not followed.
    deps.follow(state);
    warmCatalog(state, logger);
  }

  async function stop(state: ServerState): Promise<void> {
    directory.detach(state);
    state.catalog.stop();
    await state.upstream.close().catch(() => undefined);
    await state.catalog.idle();
  }

  /** Takes in another instance's changes to a server this process runs: pins, era, status. */
  async function refresh(state: ServerState, record: ServerRecord): Promise<boolean> {
    state.record = {
      ...state.record,
      era: record.era,
      status: record.status,
      testData: record.testData,
      testEnvironment: record.testEnvironment,
      updatedAt: record.updatedAt,
    };
    const last = await store.latestCertification(record.id, { usableOnly: true });
    if (samePins(state.health.pins, last)) return false;
    state.health.restore(last, record.status);
    state.catalog.repin();
    deps.lifecycle.updateStatus(state);
    deps.follow(state);
    logger.info({ serverId: record.id, company: record.company }, 'server re-pinned by another instance');
    return true;
  }

  /** Whether what this process runs for the server changed. */
  async function syncServer(serverId: string, record: ServerRecord | undefined): Promise<boolean> {
    return deps.locks.run(`certify:${serverId}`, async () => {
      const current = directory.server(serverId);
      if (!record) {
        if (!current) return false;
        await stop(current);
        deps.cache.invalidate(serverId);
        logger.info({ serverId, company: current.record.company }, 'server removed by another instance');
        return true;
      }
      if (current && current.record.url === record.url && current.record.credential === record.credential) {
        return refresh(current, record);
      }
      await start(record, current);
      return true;
    });
  }

  async function syncTenant(company: string): Promise<boolean> {
    const before = directory.tenants.get(company);
    const tenant = await store.getTenant(company);
    if (tenant) directory.tenants.set(company, tenant);
    else directory.tenants.delete(company);
    return JSON.stringify(before) !== JSON.stringify(tenant);
  }

  return {
    async reload(strict) {
      const tenants = await store.listTenants();
      for (const company of directory.tenants.keys()) {
        if (!tenants.some((t) => t.company === company)) directory.tenants.delete(company);
      }
      for (const tenant of tenants) directory.tenants.set(tenant.company, tenant);
      const records = await store.listServers();
      const known = new Set(records.map((r) => r.id));
      for (const state of [...directory.servers()]) {
        if (!known.has(state.record.id)) await syncServer(state.record.id, undefined);
      }
      for (const record of records) {
        try {
          await syncServer(record.id, record);
        } catch (error) {
          if (strict) throw error;
          logger.error(
            { serverId: record.id, err: (error as Error).message },
            'server could not be reloaded',
          );
        }
      }
    },
    async apply(notice) {
      if (notice.kind === 'tenant') return syncTenant(notice.company);
      const record = await store.getServer(notice.serverId);
      if (record && notice.kind === 'server-removed') {
        logger.warn(
          { serverId: notice.serverId, company: record.company },
          'registry notice contradicts the registry (server-removed, row present): row kept',
        );
      }
      return syncServer(notice.serverId, record);
    },
  };
}
