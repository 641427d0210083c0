import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { GatewayLogger } from '../logger.js';
import type { GatewayObserver } from '../observer.js';
import type { ServerDirectory } from './server-directory.js';

/** Least time between two listings of one server caused by refused shared entries. */
export const RELIST_SPACING_MS = 10_000;

export interface RejectedEntryRelisterDeps {
  directory: ServerDirectory;
  /** Whether this instance does the server's duties (its owner keeps the shared entry fresh). */
  owns(serverId: string): boolean;
  now(): number;
  logger: GatewayLogger;
  spacingMs?: number;
}

/**
 * What an instance does when the shared cache holds an entry it refused (forged, oversized,
 * malformed): its mirror keeps serving what it had, and the server's owner lists the server again,
 * which replaces the shared entry with a good one for every instance. At most one such listing per
 * server every `spacingMs` (one refused within it is replaced once it has passed), and none for a
 * server with nothing certified (never listed on demand).
 * An instance with no good entry of its own lists the server on its next access, as for a missing one.
 */
export function createRejectedEntryRelister(deps: RejectedEntryRelisterDeps): (serverId: string) => void {
  const spacingMs = deps.spacingMs ?? RELIST_SPACING_MS;
  const last = new Map<string, number>();
  const trailing = new Map<string, NodeJS.Timeout>();
  return function relistRejected(serverId) {
    const state = deps.directory.server(serverId);
    if (!state || state.health.certification !== 'passed' || !deps.owns(serverId)) return;
    const at = deps.now();
    const wait = (last.get(serverId) ?? Number.NEGATIVE_INFINITY) + spacingMs - at;
    if (wait > 0) {
      // Refused again within the spacing: one listing once it has passed replaces the latest one.
      if (!trailing.has(serverId)) {
        const timer = setTimeout(() => {
          trailing.delete(serverId);
          relistRejected(serverId);
        }, wait);
        timer.unref();
        trailing.set(serverId, timer);
      }
      return;
    }
    last.set(serverId, at);
    deps.logger.info(
      { serverId, company: state.record.company },
      'listing again to replace a refused shared entry',
    );
    state.catalog.refresh('expiry').catch(() => undefined); // a failed listing is reported by onRefresh
  };
}

/** Hears the cache's refused entries: each is reported to the observer (metrics) and relisted. */
export function followRejectedEntries(
  cache: Pick<CatalogCache, 'onRejected'>,
  deps: RejectedEntryRelisterDeps & { observer: Required<Pick<GatewayObserver, 'sharedEntryRejected'>> },
): void {
  const relist = createRejectedEntryRelister(deps);
  cache.onRejected?.((serverId, reason) => {
    const company = deps.directory.server(serverId)?.record.company;
    deps.observer.sharedEntryRejected({ serverId, reason, ...(company !== undefined ? { company } : {}) });
    relist(serverId);
  });
}
