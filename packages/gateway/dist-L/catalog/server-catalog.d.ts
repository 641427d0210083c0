import type { CatalogCache, CatalogEntry } from './catalog-cache.js';
import type { ToolPins } from './prepared-tool.js';
export type RefreshReason = 'certification' | 'expiry' | 'tools_changed' | 'startup';
export type RefreshEvent = {
    ok: true;
    reason: RefreshReason;
    entry: CatalogEntry;
    dropped: number;
} | {
    ok: false;
    reason: RefreshReason;
    error: unknown;
    kept: boolean;
};
export interface ServerCatalogOptions {
    serverId: string;
    company: string;
    listTools(): Promise<unknown[]>;
    cache: CatalogCache;
    ttlMs: number;
    /** After a failed refresh, wait this long before trying again on access (no hammering). */
    retryAfterMs: number;
    /**
     * Least time between the starts of two listings asked for by change notifications: a server
     * that notifies a hundred times a second still gets listed once per interval.
     */
    minRefreshIntervalMs: number;
    now(): number;
    pins(): ToolPins | undefined;
    onRefresh(event: RefreshEvent): void;
}
/**
 * One server's catalog: cached listing with TTL, lazy single-flight refresh on expiry, explicit
 * refresh on certification, and coalesced, rate-limited refresh on `toolsListChanged`. A failed
 * refresh keeps the last good entry until it expires (the server is then reported degraded); an
 * expired entry that cannot be refreshed is dropped, so the server exposes nothing.
 */
export interface ServerCatalog {
    /** The cached entry if still fresh: the synchronous fast path of `catalogFor`. */
    fresh(): CatalogEntry | undefined;
    /** The fresh entry, refreshing first when missing or expired (single-flight). */
    current(): Promise<CatalogEntry | undefined>;
    /** Lists the tools again now; concurrent requests share one listing. */
    refresh(reason: RefreshReason): Promise<CatalogEntry | undefined>;
    /**
     * The server said its tools changed. At most one listing runs at a time and listings asked
     * for this way start at least `minRefreshIntervalMs` apart; notifications in between are
     * coalesced into one trailing listing, so a notification storm cannot drive listings.
     */
    changed(): void;
    /** Recomputes pin states of the cached tools after a certification (no listing). */
    repin(): void;
    /** Resolves when no refresh is in flight (for a clean close). */
    idle(): Promise<void>;
    /** Cancels a scheduled trailing listing (the server is going away). */
    stop(): void;
}
export declare function createServerCatalog(options: ServerCatalogOptions): ServerCatalog;
//# sourceMappingURL=server-catalog.d.ts.map