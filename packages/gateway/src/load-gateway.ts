import type { CatalogCache } from './catalog/catalog-cache.js';
import type { OwnershipCoordinator } from './coordination/ownership-coordinator.js';
import type { GatewayLogger } from './logger.js';
import type { DutyAssignments } from './coordination/duty-assignments.js';
import type { RegistrationResumer } from './servers/registration-resumer.js';
import type { RegistryFeed } from './registry/registry-feed.js';
import type { RegistrySync } from './registry/registry-sync.js';
import type { ServerDirectory } from './servers/server-directory.js';

/**
 * A gateway's startup: fill the cache mirror, listen for changes (none is missed while loading),
 * load the registry (listings warm in the background), then take this instance's share of the
 * duties and finish the registrations a crash cut short. Rejects with why the registry cannot load.
 */
export async function loadGateway(parts: {
  cache: CatalogCache;
  feed: RegistryFeed;
  sync: RegistrySync;
  coordinator: OwnershipCoordinator;
  duties: DutyAssignments;
  directory: ServerDirectory;
  resumer: RegistrationResumer;
  logger: GatewayLogger;
}): Promise<void> {
  const { cache, feed, sync, coordinator, duties, directory, resumer, logger } = parts;
  await cache.start?.();
  await feed.start();
  await sync.reload(true);
  await coordinator.start({
    servers: () => [...directory.servers()].map((s) => s.record.id),
    changed: (serverId, owned) => {
      duties.changed(serverId, owned);
      const state = directory.server(serverId);
      if (owned && state) resumer.later(state);
    },
  });
  for (const state of directory.servers()) resumer.now(state);
  logger.info({ tenants: directory.tenants.size, servers: directory.serverCount }, 'gateway registry loaded');
}
