import type { RefreshEvent } from '../catalog/server-catalog.js';
import type { GatewayLogger } from '../logger.js';
import type { GatewayObserver } from '../observer.js';
import type { RegistryStore, ServerPatch, ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';
export interface ServerLifecycleDeps {
    store: RegistryStore;
    logger: GatewayLogger;
    observer: Required<GatewayObserver>;
    /** Whether `state` is still the one this process runs for its id (not replaced, not removed). */
    isCurrent(state: ServerState): boolean;
    isClosed(): boolean;
}
/** How a server's status changes are applied: in memory at once, in the registry in order, logged once. */
export interface ServerLifecycle {
    statusOf(state: ServerState): ServerStatus;
    /** Applies a patch in memory now and writes it behind the previous writes of this server. */
    persist(state: ServerState, patch: ServerPatch): Promise<void>;
    /** Recomputes the status; persists and logs a transition (so each one is logged once). */
    updateStatus(state: ServerState): void;
    /** What a listing of the server means for its status (the catalog's `onRefresh`). */
    onRefresh(state: ServerState, event: RefreshEvent): void;
}
export declare function createServerLifecycle(deps: ServerLifecycleDeps): ServerLifecycle;
//# sourceMappingURL=server-lifecycle.d.ts.map