import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { CatalogChanges } from '../exposure/catalog-changes.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryFeed } from '../registry/registry-feed.js';
import type { RegistryStore } from '../registry/registry-store.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import type { ServerDirectory } from './server-directory.js';

export interface ServerRemovalDeps {
  directory: ServerDirectory;
  locks: KeyedLock;
  cache: CatalogCache;
  store: RegistryStore;
  logger: GatewayLogger;
  changes: CatalogChanges;
  feed: RegistryFeed;
}

/**
 * Removes a server: stops its listen stream and calls, drops its cached catalog, its pins and its
 * sealed credential; its tools leave every catalog at once, and the other instances are told.
 */
export function createServerRemoval(deps: ServerRemovalDeps) {
  const { directory, locks, cache, store, logger, changes, feed } = deps;
  return async function removeServer(serverId: string): Promise<void> {
    directory.requireServer(serverId);
    // Behind any certification of the server, so none writes after the removal.
    await locks.run(`certify:${serverId}`, async () => {
      const state = directory.requireServer(serverId);
      directory.detach(state);
      state.catalog.stop();
      await state.upstream.close().catch(() => undefined);
      await state.catalog.idle();
      cache.invalidate(serverId);
      await state.writes;
      await store.deleteServer(serverId);
      logger.info({ serverId, company: state.record.company, url: state.record.url }, 'server removed');
      changes.changed(state.record.company, 'removal', serverId);
    });
    await feed.announce({ kind: 'server-removed', serverId });
  };
}
