import { randomUUID } from 'node:crypto';
import type { GatewayLogger } from '../logger.js';
import { loadRedis } from '../util/engine-drivers.js';
import type { SharedTokenCache } from './shared-token-cache.js';

export interface RedisTokenCacheOptions {
  url: string;
  /** Keys: `<prefix>oauth-token:<serverId>` and `<prefix>oauth-lock:<serverId>`. */
  prefix: string;
  logger: GatewayLogger;
  connectTimeoutMs?: number;
}

// Release the lock only if it is still ours (it may have expired and been taken by another).
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The shared token cache over Redis: a sealed entry per server with the token's remaining life as
 * its TTL, and a `SET NX PX` lock per server. Redis being away only costs sharing: reads miss,
 * writes are dropped, the lock is granted, and each instance asks for its own token.
 *
 * @example
 * const gateway = createGateway({ ..., tokenCache: createRedisTokenCache({ url, prefix: 'gw:', logger }) });
 */
export function createRedisTokenCache(options: RedisTokenCacheOptions): SharedTokenCache {
  const { prefix, logger } = options;
  const owner = randomUUID();
  let connected = false;
  const client = loadRedis().createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? 5_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  client.on('error', (error: Error) => logger.debug({ err: error.message }, 'token cache: redis error'));
  client.on('ready', () => (connected = true));
  client.on('end', () => (connected = false));
  const ready = client.connect().then(
    () => true,
    (error: unknown) => {
      logger.warn({ err: (error as Error).message }, 'token cache: redis unreachable; tokens not shared');
      return false;
    },
  );
  const tokenKey = (id: string): string => `${prefix}oauth-token:${id}`;
  const lockKey = (id: string): string => `${prefix}oauth-lock:${id}`;
  const usable = async (): Promise<boolean> => (await ready) && connected;

  return {
    async get(serverId) {
      if (!(await usable())) return undefined;
      return (await client.get(tokenKey(serverId)).catch(() => null)) ?? undefined;
    },
    async set(serverId, sealed, ttlMs) {
      if (!(await usable()) || ttlMs < 1) return;
      await client.set(tokenKey(serverId), sealed, { PX: Math.floor(ttlMs) }).catch(() => undefined);
    },
    async lock(serverId, ttlMs) {
      if (!(await usable())) return true;
      const taken = await client
        .set(lockKey(serverId), owner, { NX: true, PX: Math.floor(ttlMs) })
        .catch(() => 'OK');
      return taken === 'OK';
    },
    async unlock(serverId) {
      if (!(await usable())) return;
      await client.eval(UNLOCK, { keys: [lockKey(serverId)], arguments: [owner] }).catch(() => undefined);
    },
    async close() {
      // Not `await ready`: against an unreachable Redis the first connect retries forever.
      if (connected) await client.quit().catch(() => undefined);
      else await Promise.resolve(client.disconnect()).catch(() => undefined);
    },
  };
}
