import { loadRedis } from '../util/engine-drivers.js';
import { GatewayError } from '../errors.js';
/**
 * The catalog cache shared by the instances of one deployment: each listing lives in Redis with
 * its TTL, and every instance keeps an in-process mirror, so `get` (the `catalogFor` path) never
 * waits on Redis. A listing stored by one instance is announced on the channel; the others read it
 * into their mirror, so a server is listed once for all of them. When Redis is lost the mirror
 * goes on serving fresh entries; on reconnection the mirror is filled again from Redis.
 */
export function createRedisCatalogCache(options) {
    const { prefix, instanceId, logger } = options;
    const now = options.now ?? Date.now;
    const maxEntryBytes = options.maxEntryBytes ?? 64 * 1024 * 1024;
    const channel = `${prefix}catalog`;
    const keyOf = (serverId) => `${prefix}catalog:${serverId}`;
    const mirror = new Map();
    let problem;
    let shared;
    let connected = false;
    let closed = false;
    // Reconnect with backoff once connected; at start, fail so the service can exit 2 with the reason.
    const socket = {
        connectTimeout: options.connectTimeoutMs ?? 5_000,
        reconnectStrategy: (retries, cause) => connected && !closed ? Math.min(100 * 2 ** retries, 2_000) : cause,
    };
    // Commands fail at once while disconnected instead of piling up in memory.
    const client = loadRedis().createClient({ url: options.url, socket, disableOfflineQueue: true });
    const subscriber = client.duplicate();
    for (const [name, c] of [
        ['commands', client],
        ['subscriber', subscriber],
    ]) {
        c.on('error', (error) => {
            if (closed || !connected)
                return;
            if (problem === undefined)
                logger.warn({ connection: name, err: error.message }, 'redis lost');
            problem = `redis unreachable: ${error.message || error.name}`;
        });
    }
    // Both connections back: announcements sent meanwhile were missed, so read every entry again.
    const recovered = () => {
        if (!connected || closed || problem === undefined || !client.isReady || !subscriber.isReady)
            return;
        reload().then(() => {
            problem = undefined;
            logger.info('redis back; catalog mirror reloaded');
        }, (error) => logger.warn({ err: error.message }, 'catalog mirror reload failed'));
    };
    client.on('ready', recovered);
    subscriber.on('ready', recovered);
    function parse(serverId, text) {
        if (text === null || text.length > maxEntryBytes)
            return undefined;
        try {
            const entry = JSON.parse(text);
            if (Array.isArray(entry.tools) && typeof entry.expiresAt === 'number')
                return entry;
        }
        catch {
            // fall through: a malformed entry is no entry
        }
        logger.warn({ serverId }, 'malformed catalog entry in redis ignored');
        return undefined;
    }
    async function fetchInto(serverId) {
        const entry = parse(serverId, await client.get(keyOf(serverId)));
        if (entry && entry.expiresAt > now()) {
            mirror.set(serverId, entry);
            shared?.(serverId, entry);
        }
        else {
            mirror.delete(serverId);
        }
    }
    async function reload() {
        for await (const keys of client.scanIterator({ MATCH: `${prefix}catalog:*`, COUNT: 200 })) {
            for (const key of keys)
                await fetchInto(key.slice(`${prefix}catalog:`.length));
        }
    }
    function onMessage(text) {
        let message;
        try {
            message = JSON.parse(text);
        }
        catch {
            return;
        }
        if (message.from === instanceId || typeof message.serverId !== 'string')
            return;
        if (message.op === 'del') {
            mirror.delete(message.serverId);
            return;
        }
        fetchInto(message.serverId).catch((error) => logger.warn({ serverId: message.serverId, err: error.message }, 'catalog entry not read'));
    }
    function write(serverId, op, entry) {
        const announce = JSON.stringify({ from: instanceId, serverId, op });
        const tx = client.multi();
        if (entry)
            tx.set(keyOf(serverId), JSON.stringify(entry), { PX: Math.max(1, entry.expiresAt - now()) });
        else
            tx.del(keyOf(serverId));
        tx.publish(channel, announce);
        tx.exec().catch((error) => 
        // The mirror has it; the other instances list the server themselves meanwhile.
        logger.warn({ serverId, op, err: error.message }, 'catalog entry not shared'));
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
            }
            catch (cause) {
                await this.close?.();
                const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
                throw new GatewayError('GATEWAY_ENGINE_UNAVAILABLE', `redis: ${reason}`, { cause });
            }
        },
        problem: () => problem,
        async close() {
            closed = true;
            for (const c of [subscriber, client])
                if (c.isOpen)
                    await c.close().catch(() => c.destroy());
        },
    };
}
//# sourceMappingURL=redis-catalog-cache.js.map