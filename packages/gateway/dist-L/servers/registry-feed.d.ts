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
export declare function createRegistryFeed(deps: RegistryFeedDeps): RegistryFeed;
//# sourceMappingURL=registry-feed.d.ts.map