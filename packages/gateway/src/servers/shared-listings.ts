import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { CatalogChanges } from '../exposure/catalog-changes.js';
import type { ServerDirectory } from './server-directory.js';
import type { ServerLifecycle } from './server-lifecycle.js';

/**
 * What an instance does with a listing another instance stored in the shared cache: it tells how
 * the server stands (e.g. a rug pull), and what its company's catalogs may now expose.
 */
export function followSharedListings(
  cache: CatalogCache,
  deps: {
    directory: ServerDirectory;
    lifecycle: ServerLifecycle;
    changes: CatalogChanges;
    isClosed(): boolean;
  },
): void {
  cache.onShared?.((serverId, entry) => {
    const state = deps.directory.server(serverId);
    if (!state || deps.isClosed()) return;
    // Not before this instance has the server's pins (it learned of a registration still being
    // certified): it would derive `pending` over the registering instance's status.
    if (state.health.certification !== 'none') {
      state.health.refreshed({ ok: true, reason: 'tools_changed', entry, dropped: 0 });
      deps.lifecycle.updateStatus(state);
    }
    deps.changes.listed(serverId, state.record.company, entry.tools);
  });
}
