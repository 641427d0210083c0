import type { FetchLike } from '@modelcontextprotocol/client';
import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { RefreshEvent, ServerCatalog } from '../catalog/server-catalog.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerRecord } from '../registry/registry-store.js';
import type { BreakerState, ListenBackoffOptions, ServerGuardOptions, ToolsListener, Upstream, UpstreamLimits } from '../upstream/index.js';
import { ServerHealth } from './server-health.js';
/** One registered server as this process runs it. */
export interface ServerState {
    record: ServerRecord;
    readonly token: string | undefined;
    readonly upstream: Upstream;
    readonly catalog: ServerCatalog;
    readonly health: ServerHealth;
    listener: ToolsListener | undefined;
    /** Serializes registry writes for this server. */
    writes: Promise<unknown>;
}
export interface ServerStateDeps {
    devMode: boolean;
    fetch?: FetchLike;
    logger: GatewayLogger;
    listenBackoff?: ListenBackoffOptions;
    limits?: Partial<UpstreamLimits>;
    guard?: Partial<ServerGuardOptions>;
    onBreakerChange?(record: ServerRecord, state: BreakerState): void;
    cache: CatalogCache;
    ttlMs: number;
    retryAfterMs: number;
    minRefreshIntervalMs: number;
    now(): number;
    /** Told of every listing of this server, after its health took the facts in. */
    onRefresh(state: ServerState, event: RefreshEvent): void;
}
/** Builds a server's upstream connector, health and catalog, in that order. */
export declare function createServerState(record: ServerRecord, token: string | undefined, deps: ServerStateDeps): ServerState;
//# sourceMappingURL=server-state.d.ts.map