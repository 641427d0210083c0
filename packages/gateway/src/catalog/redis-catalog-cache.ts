import { loadRedis } from '../util/engine-drivers.js';
import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import type { CatalogCache, CatalogEntry } from './catalog-cache.js';
import { isCatalogEntry } from './catalog-entry-shape.js';
import { createCatalogEntrySeal } from './catalog-entry-seal.js';
import { createRejectionLog } from './shared-entry-rejections.js';
import type { RejectionReason } from './shared-entry-rejections.js';

export interface RedisCatalogCacheOptions {
  url: string;
  /** Prefix of every key (`<prefix>catalog:<serverId>`) and of the channel (`<prefix>catalog`). */
  prefix: string;
  /** Names this instance in its messages, so it ignores its own. */
  instanceId: string;
  /** The deployment's `GATEWAY_SECRET_KEY`: entries are sealed with a key derived from it. */
  secretKey: string | Uint8Array;
  logger: GatewayLogger;
  /** Largest stored entry read back, in bytes; a larger one is not read at all. */
  maxEntryBytes?: number;
  connectTimeoutMs?: number;
  now?: () => number;
}

type Message = { from: string; serverId: string; op: 'set' | 'del' };

/** A channel message is a name and an operation: anything longer is not one of ours. */
const MAX_MESSAGE_CHARS = 1024;

/** Reads an entry only when it is within its bound: `{ n }` (too large or absent) or `{ n, text }`. */
const BOUNDED_GET = `local n = redis.call('STRLEN', KEYS[1])
if n > tonumber(ARGV[1]) then return {n} end
return {n, redis.call('GET', KEYS[1])}`;

/**
 * The catalog cache shared by the instances of one deployment: each listing lives in Redis with
 * its TTL, and every instance keeps an in-process mirror, so `get` (the `catalogFor` path) never
 * waits on Redis. A listing stored by one instance is announced on the channel; the others read it
 * into their mirror, so a server is listed once for all of them. When Redis is lost the mirror
 * goes on serving fresh entries; on reconnection the mirror is filled again from Redis.
 *
 * Redis is not trusted: an announcement is only a hint to read the key again, and what is read is
 * used only if it is within `maxEntryBytes` (checked in Redis, before anything is sent), carries a
 * valid seal (`catalog-entry-seal.ts`) and, opened, has the shape of an entry. A refused entry
 * changes nothing here (the mirror keeps what it had), is counted (`rejections()`) and reported to
 * `onRejected` listeners. An entry sealed no later than the last one this instance saw for the
 * server (a replay) is ignored.
 */
export function createRedisCatalogCache(options: RedisCatalogCacheOptions): CatalogCache {
  const { prefix, instanceId, logger } = options;
  const now = options.now ?? Date.now;
  const maxEntryBytes = options.maxEntryBytes ?? 64 * 1024 * 1024;
  const seal = createCatalogEntrySeal(options.secretKey);
  const channel = `${prefix}catalog`;
  const keyOf = (serverId: string): string => `${prefix}catalog:${serverId}`;
  const mirror = new Map<string, CatalogEntry>();
  /** The seal time of the newest entry seen per server (stored here or read back). */
  const sealedAt = new Map<string, number>();
  /** Reads in flight per server, and whether another announcement came meanwhile. */
  const reading = new Map<string, { again: boolean }>();
  const rejections = createRejectionLog(now);
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

  function reject(serverId: string, reason: RejectionReason, bytes: number): undefined {
    logger.warn({ serverId, reason, bytes }, 'catalog entry in redis refused; the mirror keeps its own');
    rejections.record(serverId, reason);
    return undefined;
  }

  /** The entry stored for the server, `null` when there is none, `undefined` when it is refused or old. */
  async function read(serverId: string): Promise<CatalogEntry | null | undefined> {
    const key = keyOf(serverId);
    const [bytes, text] = (await client.eval(BOUNDED_GET, {
      keys: [key],
      arguments: [String(maxEntryBytes)],
    })) as [number, (string | null)?];
    if (bytes > maxEntryBytes) return reject(serverId, 'size', bytes);
    if (typeof text !== 'string' || text === '') return null;
    const opened = seal.open(key, text);
    if (!opened.ok) return reject(serverId, opened.problem, bytes);
    if (opened.sealedAt <= (sealedAt.get(serverId) ?? 0)) {
      logger.debug({ serverId }, 'catalog entry in redis not newer than the mirror: ignored');
      return undefined;
    }
    let value: unknown;
    try {
      // Plain JSON.parse: the text is within its byte bound and sealed by an instance of this
      // deployment (a holder of the secret key), which wrote it with JSON.stringify.
      value = JSON.parse(opened.json);
    } catch {
      return reject(serverId, 'shape', bytes);
    }
    if (!isCatalogEntry(value)) return reject(serverId, 'shape', bytes);
    sealedAt.set(serverId, opened.sealedAt);
    return value;
  }

  async function fetchInto(serverId: string): Promise<void> {
    const entry = await read(serverId);
    if (entry === undefined) return;
    if (entry && entry.expiresAt > now()) {
      mirror.set(serverId, entry);
      shared?.(serverId, entry);
    } else {
      mirror.delete(serverId);
    }
  }

  /** One read per server at a time; announcements arriving meanwhile make one more, not one each. */
  function fetchSoon(serverId: string): void {
    const inFlight = reading.get(serverId);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const state = { again: false };
    reading.set(serverId, state);
    void (async () => {
      do {
        state.again = false;
        await fetchInto(serverId).catch((error: unknown) =>
          logger.warn({ serverId, err: (error as Error).message }, 'catalog entry not read'),
        );
      } while (state.again && !closed);
      reading.delete(serverId);
    })();
  }

  async function reload(): Promise<void> {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}catalog:*`, COUNT: 200 })) {
      for (const key of keys) await fetchInto(key.slice(`${prefix}catalog:`.length));
    }
  }

  function onMessage(text: string): void {
    if (text.length > MAX_MESSAGE_CHARS) return;
    let message: Partial<Message>;
    try {
      message = JSON.parse(text) as Partial<Message>;
    } catch {
      return;
    }
    if (message.from === instanceId || typeof message.serverId !== 'string') return;
    // Either operation is a hint: what the key holds now decides (gone: dropped; newer: taken).
    fetchSoon(message.serverId);
  }

  function write(serverId: string, op: Message['op'], entry?: CatalogEntry): void {
    const announce = JSON.stringify({ from: instanceId, serverId, op } satisfies Message);
    const tx = client.multi();
    if (entry) {
      // Later than any entry seen for the server, whatever this instance's clock says.
      const at = Math.max(now(), (sealedAt.get(serverId) ?? 0) + 1);
      sealedAt.set(serverId, at);
      const text = seal.seal(keyOf(serverId), JSON.stringify(entry), at);
      tx.set(keyOf(serverId), text, { PX: Math.max(1, entry.expiresAt - now()) });
    } else {
      tx.del(keyOf(serverId));
    }
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
    onRejected: (listener) => rejections.listen(listener),
    rejections: () => rejections.snapshot(),
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
