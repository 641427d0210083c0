import type { GatewayLogger } from '../logger.js';
import type { CatalogCache } from './catalog-cache.js';
export interface RedisCatalogCacheOptions {
    url: string;
    /** Prefix of every key (`<prefix>catalog:<serverId>`) and of the channel (`<prefix>catalog`). */
    prefix: string;
    /** Names this instance in its messages, so it ignores its own. */
    instanceId: string;
    logger: GatewayLogger;
    /** Largest stored entry read back, in bytes (a listing is bounded upstream; this bounds Redis). */
    maxEntryBytes?: number;
    connectTimeoutMs?: number;
    now?: () => number;
}
/**
 * The catalog cache shared by the instances of one deployment: each listing lives in Redis with
 * its TTL, and every instance keeps an in-process mirror, so `get` (the `catalogFor` path) never
 * waits on Redis. A listing stored by one instance is announced on the channel; the others read it
 * into their mirror, so a server is listed once for all of them. When Redis is lost the mirror
 * goes on serving fresh entries; on reconnection the mirror is filled again from Redis.
 */
export declare function createRedisCatalogCache(options: RedisCatalogCacheOptions): CatalogCache;
//# sourceMappingURL=redis-catalog-cache.d.ts.map