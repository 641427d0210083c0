/**
 * Where instances of a cluster share each server's OAuth token (sealed by the caller), and the
 * lock that lets one of them ask the authorization server while the others wait for its answer.
 */
export interface SharedTokenCache {
  /** The sealed entry of a server, or undefined (absent, or the cache unreachable). */
  get(serverId: string): Promise<string | undefined>;
  /** Stores a sealed entry for `ttlMs` (the token's remaining life). */
  set(serverId: string, sealed: string, ttlMs: number): Promise<void>;
  /** Takes the server's refresh lock for `ttlMs`; false when another instance holds it. */
  lock(serverId: string, ttlMs: number): Promise<boolean>;
  unlock(serverId: string): Promise<void>;
  close(): Promise<void>;
}
