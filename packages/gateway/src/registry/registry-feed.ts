import type { CatalogChanges } from '../exposure/catalog-changes.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryNotice, RegistryNotices } from './registry-notices.js';
import type { ServerDirectory } from '../servers/server-directory.js';
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
 * applied here one at a time, in order, never after close. A notice is only a hint of what to
 * re-read (anyone who can connect to the database can send one): notices for a tenant or server
 * already waiting are folded into the waiting one, and this instance's catalog listeners (the MCP
 * endpoint) hear of a notice only when re-reading its row changed something.
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
  /** Notices queued and not yet applied, by what they name (a flood re-reads each row once). */
  const waiting = new Set<string>();
  const enqueue = (what: string, fn: () => Promise<void>): void => {
    applying = applying
      .then(() => (deps.isClosed() ? undefined : fn()))
      .catch((error: unknown) =>
        logger.error({ err: (error as Error).message }, `registry sync failed: ${what}`),
      );
  };

  async function apply(notice: Exclude<RegistryNotice, { kind: 'key' }>): Promise<void> {
    if (notice.kind === 'tenant') {
      if (await sync.apply(notice)) changes.changed(notice.company, 'policy');
      return;
    }
    // A removed server's company is known only before the notice is applied.
    const before = directory.server(notice.serverId)?.record.company;
    if (!(await sync.apply(notice))) return;
    const after = directory.server(notice.serverId)?.record.company;
    const company = after ?? before;
    if (company === undefined) return;
    changes.changed(company, after === undefined ? 'removal' : 'certification', notice.serverId);
  }

  function hear(notice: RegistryNotice): void {
    // Keys are the HTTP service's (it hears them before this feed does).
    if (notice.kind === 'key') return;
    const key = notice.kind === 'tenant' ? `tenant:${notice.company}` : `server:${notice.serverId}`;
    if (waiting.has(key)) return;
    waiting.add(key);
    enqueue(notice.kind, () => {
      // Taken off before the row is read: a notice heard meanwhile is read again after it.
      waiting.delete(key);
      return apply(notice);
    });
  }

  return {
    async start() {
      await notices?.start({
        notice: hear,
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
