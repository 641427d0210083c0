import type { PreparedTool } from './prepared-tool.js';
import type { RejectionReason, SharedEntryRejections } from './shared-entry-rejections.js';

/** One server's cached listing, prepared for exposure, in the server's own order. */
export interface CatalogEntry {
  tools: readonly PreparedTool[];
  fetchedAt: number;
  expiresAt: number;
  /**
   * The server's tools are withheld until a change it notified is listed (server-catalog
   * `changed()`): no listing, so it says nothing of how the server stands.
   */
  withheld?: true;
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
  /**
   * Tells `listener` of each entry read back from the shared side and refused (shared caches): the
   * mirror keeps what it had, and the gateway lists the server again.
   */
  onRejected?(listener: (serverId: string, reason: RejectionReason) => void): void;
  /** What this instance refused of the shared side since it started (shared caches). */
  rejections?(): SharedEntryRejections;
  /** Connects and fills the mirror (shared caches); the gateway awaits it before loading servers. */
  start?(): Promise<void>;
  /** Why the shared side is unreachable (the mirror still serves), or undefined. */
  problem?(): string | undefined;
  close?(): Promise<void>;
}

/** The default: a Map in this process. */
export function createInMemoryCatalogCache(): CatalogCache {
  const entries = new Map<string, CatalogEntry>();
  return {
    get: (serverId) => entries.get(serverId),
    set: (serverId, entry) => void entries.set(serverId, entry),
    invalidate: (serverId) => void entries.delete(serverId),
  };
}
