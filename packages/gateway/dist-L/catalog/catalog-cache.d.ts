import type { PreparedTool } from './prepared-tool.js';
/** One server's cached listing, prepared for exposure, in the server's own order. */
export interface CatalogEntry {
    tools: readonly PreparedTool[];
    fetchedAt: number;
    expiresAt: number;
}
/**
 * Per-server catalog cache. Synchronous on purpose: `catalogFor` runs every agent turn and must
 * stay a cheap in-memory filter. A shared implementation (Redis) keeps an in-process mirror and
 * invalidates it by pub/sub, behind this same interface.
 */
export interface CatalogCache {
    get(serverId: string): CatalogEntry | undefined;
    set(serverId: string, entry: CatalogEntry): void;
    invalidate(serverId: string): void;
    /** Tells `listener` of each entry another instance stored (shared caches), after mirroring it. */
    onShared?(listener: (serverId: string, entry: CatalogEntry) => void): void;
    /** Connects and fills the mirror (shared caches); the gateway awaits it before loading servers. */
    start?(): Promise<void>;
    /** Why the shared side is unreachable (the mirror still serves), or undefined. */
    problem?(): string | undefined;
    close?(): Promise<void>;
}
/** The default: a Map in this process. */
export declare function createInMemoryCatalogCache(): CatalogCache;
//# sourceMappingURL=catalog-cache.d.ts.map