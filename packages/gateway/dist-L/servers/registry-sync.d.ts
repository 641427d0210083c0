import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryNotice } from '../registry/registry-notices.js';
import type { RegistryStore, ServerRecord } from '../registry/registry-store.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import type { ServerDirectory } from './server-directory.js';
import type { ServerLifecycle } from './server-lifecycle.js';
import type { ServerRecords } from './server-records.js';
import type { ServerState } from './server-state.js';
export interface RegistrySyncDeps {
    store: RegistryStore;
    records: ServerRecords;
    directory: ServerDirectory;
    lifecycle: ServerLifecycle;
    cache: CatalogCache;
    locks: KeyedLock;
    logger: GatewayLogger;
    newServerState(record: ServerRecord, token: string | undefined): ServerState;
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
    apply(notice: RegistryNotice): Promise<void>;
}
export declare function createRegistrySync(deps: RegistrySyncDeps): RegistrySync;
//# sourceMappingURL=registry-sync.d.ts.map