import type { CatalogChanges } from '../exposure/catalog-changes.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryNotice, RegistryNotices } from '../registry/registry-notices.js';
import type { ServerDirectory } from './server-directory.js';
import type { RegistrySync } from './registry-sync.js';

export interface RegistryFeedDeps {
  /** Absent for a gateway alone on its registry: nothing to hear, nobody to tell. */
  notices: RegistryNotices | undefined;
  sync: RegistrySync;
  directory: ServerDirectory;
  changes: CatalogChanges;
  logger: GatewayLogger;
  isClosed(): boolean;
}

/**
 * The registry as the instances share it: this instance's changes told to the others, and theirs
 * applied here one at a time, in order, never after close. An applied notice also tells this
 * instance's catalog listeners (the MCP endpoint), whichever instance made the change.
 */
export interface RegistryFeed {
  /** Starts hearing notices (before the registry is loaded, so none is missed meanwhile). */
  start(): Promise<void>;
  /** Tells the other instances; a lost feed only logs, they reload everything when it returns. */
  announce(notice: RegistryNotice): Promise<void>;
  /** Stops hearing notices and waits for the one being applied. */
  close(): Promise<void>;
}

export function createRegistryFeed(deps: RegistryFeedDeps): RegistryFeed {
  const { notices, sync, directory, changes, logger } = deps;
  let applying: Promise<void> = Promise.resolve();
  const enqueue = (what: string, fn: () => Promise<void>): void => {
    applying = applying
      .then(() => (deps.isClosed() ? undefined : fn()))
      .catch((error: unknown) =>
        logger.error({ err: (error as Error).message }, `registry sync failed: ${what}`),
      );
  };

  async function apply(notice: RegistryNotice): Promise<void> {
    // Keys are the HTTP service's (it hears them before this feed does).
    if (notice.kind === 'key') return;
    if (notice.kind === 'tenant') {
      await sync.apply(notice);
      changes.changed(notice.company, 'policy');
      return;
    }
    // A removed server's company is known only before the notice is applied.
    const before = directory.server(notice.serverId)?.record.company;
    await sync.apply(notice);
    const company = directory.server(notice.serverId)?.record.company ?? before;
    if (company === undefined) return;
    const reason = notice.kind === 'server-removed' ? 'removal' : 'certification';
    changes.changed(company, reason, notice.serverId);
  }

  return {
    async start() {
      await notices?.start({
        notice: (notice) => enqueue(notice.kind, () => apply(notice)),
        resync: () => enqueue('reload', () => sync.reload(false)),
      });
    },
    async announce(notice) {
      await notices?.publish(notice).catch((error: unknown) => {
        logger.warn({ ...notice, err: (error as Error).message }, 'registry notice not sent');
      });
    },
    async close() {
      await notices?.close();
      await applying;
    },
  };
}
