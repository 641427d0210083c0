import { loadRedis } from '../util/engine-drivers.js';
import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import type { CatalogCache, CatalogEntry } from './catalog-cache.js';

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

type Message = { from: string; serverId: string; op: 'set' | 'del' };

/**
 * The catalog cache shared by the instances of one deployment: each listing lives in Redis with
 * its TTL, and every instance keeps an in-process mirror, so `get` (the `catalogFor` path) never
 * waits on Redis. A listing stored by one instance is announced on the channel; the others read it
 * into their mirror, so a server is listed once for all of them. When Redis is lost the mirror
 * goes on serving fresh entries; on reconnection the mirror is filled again from Redis.
 */
export function createRedisCatalogCache(options: RedisCatalogCacheOptions): CatalogCache {
  const { prefix, instanceId, logger } = options;
  const now = options.now ?? Date.now;
  const maxEntryBytes = options.maxEntryBytes ?? 64 * 1024 * 1024;
  const channel = `${prefix}catalog`;
  const keyOf = (serverId: string): string => `${prefix}catalog:${serverId}`;
  const mirror = new Map<string, CatalogEntry>();
  let problem: string | undefined;
  let shared: ((serverId: string, entry: CatalogEntry) => void) | undefined;
  let connected = false;
  let closed = false;

  // Reconnect with backoff once connected; at start, fail so the service can exit 2 with the reason.
  const socket = {
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    reconnectStrategy: (retries: number, cause: Error) =>
      connected && !closed ? Math.min(100 * 2 ** retries, 2_000) : cause,
  };
  // Commands fail at once while disconnected instead of piling up in memory.
  const client = loadRedis().createClient({ url: options.url, socket, disableOfflineQueue: true });
  const subscriber = client.duplicate();
  for (const [name, c] of [
    ['commands', client],
    ['subscriber', subscriber],
  ] as const) {
    c.on('error', (error: Error) => {
      if (closed || !connected) return;
      if (problem === undefined) logger.warn({ connection: name, err: error.message }, 'redis lost');
      problem = `redis unreachable: ${error.message || error.name}`;
    });
  }
  // Both connections back: announcements sent meanwhile were missed, so read every entry again.
  const recovered = (): void => {
    if (!connected || closed || problem === undefined || !client.isReady || !subscriber.isReady) return;
    reload().then(
      () => {
        problem = undefined;
        logger.info('redis back; catalog mirror reloaded');
      },
      (error: unknown) => logger.warn({ err: (error as Error).message }, 'catalog mirror reload failed'),
    );
  };
  client.on('ready', recovered);
  subscriber.on('ready', recovered);

  function parse(serverId: string, text: string | null): CatalogEntry | undefined {
    if (text === null || text.length > maxEntryBytes) return undefined;
    try {
      const entry = JSON.parse(text) as CatalogEntry;
      if (Array.isArray(entry.tools) && typeof entry.expiresAt === 'number') return entry;
    } catch {
      // fall through: a malformed entry is no entry
    }
    logger.warn({ serverId }, 'malformed catalog entry in redis ignored');
    return undefined;
  }

  async function fetchInto(serverId: string): Promise<void> {
    const entry = parse(serverId, await client.get(keyOf(serverId)));
    if (entry && entry.expiresAt > now()) {
      mirror.set(serverId, entry);
      shared?.(serverId, entry);
    } else {
      mirror.delete(serverId);
    }
  }

  async function reload(): Promise<void> {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}catalog:*`, COUNT: 200 })) {
      for (const key of keys) await fetchInto(key.slice(`${prefix}catalog:`.length));
    }
  }

  function onMessage(text: string): void {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.from === instanceId || typeof message.serverId !== 'string') return;
    if (message.op === 'del') {
      mirror.delete(message.serverId);
      return;
    }
    fetchInto(message.serverId).catch((error: unknown) =>
      logger.warn({ serverId: message.serverId, err: (error as Error).message }, 'catalog entry not read'),
    );
  }

  function write(serverId: string, op: Message['op'], entry?: CatalogEntry): void {
    const announce = JSON.stringify({ from: instanceId, serverId, op } satisfies Message);
    const tx = client.multi();
    if (entry) tx.set(keyOf(serverId), JSON.stringify(entry), { PX: Math.max(1, entry.expiresAt - now()) });
    else tx.del(keyOf(serverId));
    tx.publish(channel, announce);
    tx.exec().catch((error: unknown) =>
      // The mirror has it; the other instances list the server themselves meanwhile.
      logger.warn({ serverId, op, err: (error as Error).message }, 'catalog entry not shared'),
    );
  }

  return {
    get: (serverId) => mirror.get(serverId),
    onShared(listener) {
      shared = listener;
    },
    set(serverId, entry) {
      mirror.set(serverId, entry);
      write(serverId, 'set', entry);
    },
    invalidate(serverId) {
      mirror.delete(serverId);
      write(serverId, 'del');
    },
    async start() {
      try {
        await client.connect();
        await subscriber.connect();
        await subscriber.subscribe(channel, onMessage);
        connected = true;
        await reload();
      } catch (cause) {
        await this.close?.();
        const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
        throw new GatewayError('GATEWAY_ENGINE_UNAVAILABLE', `redis: ${reason}`, { cause });
      }
    },
    problem: () => problem,
    async close() {
      closed = true;
      for (const c of [subscriber, client]) if (c.isOpen) await c.close().catch(() => c.destroy());
    },
  };
}
