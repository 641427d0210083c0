import { loadRedis } from '../util/engine-drivers.js';
import { GatewayError } from '../errors.js';
import { rendezvousOwner } from './rendezvous-owner.js';
// Take the lease, or renew it when already ours; 1 when we hold it afterwards.
const ACQUIRE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
// Hand the lease over only if it is ours.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
/**
 * Ownership over Redis: each instance renews a heartbeat key; the live set is the heartbeats
 * present. Each server's preferred owner is chosen by rendezvous hashing over the live set and
 * confirmed by a lease (SET NX PX, renewed every tick), so two instances never both hold it.
 * When an owner dies its heartbeat and lease expire and the next preferred instance takes over
 * (within lease TTL + one tick). When an instance joins, the servers it now prefers are handed
 * over at the next tick. When Redis is lost, the held leases are honoured until they would have
 * expired, then every instance does every duty itself (more listings, never none) until Redis
 * is back.
 */
export function createRedisOwnershipCoordinator(options) {
    const { prefix, instanceId, logger } = options;
    const tickMs = options.tickMs ?? 1_500;
    const heartbeatTtlMs = options.heartbeatTtlMs ?? 5_000;
    const leaseTtlMs = options.leaseTtlMs ?? 8_000;
    const heartbeatKey = `${prefix}instance:${instanceId}`;
    let connected = false;
    let closed = false;
    const client = loadRedis().createClient({
        url: options.url,
        disableOfflineQueue: true,
        socket: {
            connectTimeout: options.connectTimeoutMs ?? 5_000,
            reconnectStrategy: (retries, cause) => connected && !closed ? Math.min(100 * 2 ** retries, 2_000) : cause,
        },
    });
    client.on('error', () => undefined); // a failed tick reports it
    let hooks;
    let owned = new Set();
    let alone = false;
    let problem;
    let validUntil = 0;
    let timer;
    let ticking;
    function apply(next) {
        const before = owned;
        owned = next;
        for (const id of next)
            if (!before.has(id))
                hooks?.changed(id, true);
        for (const id of before)
            if (!next.has(id))
                hooks?.changed(id, false);
    }
    async function liveInstances() {
        const live = [];
        for await (const keys of client.scanIterator({ MATCH: `${prefix}instance:*`, COUNT: 200 })) {
            for (const key of keys)
                live.push(key.slice(`${prefix}instance:`.length));
        }
        return live;
    }
    async function tick() {
        const started = Date.now();
        try {
            await client.set(heartbeatKey, String(started), { PX: heartbeatTtlMs });
            const live = await liveInstances();
            if (!live.includes(instanceId))
                live.push(instanceId);
            const next = new Set();
            // Sent together: node-redis pipelines concurrent commands, so a tick is about one round trip.
            await Promise.all([...(hooks?.servers() ?? [])].map(async (serverId) => {
                const lease = `${prefix}lease:${serverId}`;
                if (rendezvousOwner(serverId, live) === instanceId) {
                    const held = await client.eval(ACQUIRE, {
                        keys: [lease],
                        arguments: [instanceId, String(leaseTtlMs)],
                    });
                    if (held === 1)
                        next.add(serverId);
                }
                else if (owned.has(serverId)) {
                    await client.eval(RELEASE, { keys: [lease], arguments: [instanceId] });
                }
            }));
            validUntil = started + leaseTtlMs;
            if (problem !== undefined)
                logger.info('coordination back: ownership by lease again');
            problem = undefined;
            alone = false;
            apply(next);
        }
        catch (error) {
            if (closed)
                return;
            if (problem === undefined)
                logger.warn({ err: error.message }, 'coordination lost');
            problem = `coordination unavailable: ${error.message || 'redis unreachable'}`;
            // Leases we hold stay ours until they would have expired; then nobody can be sure, so act alone.
            if (Date.now() >= validUntil && !alone) {
                alone = true;
                apply(new Set(hooks?.servers() ?? []));
            }
        }
    }
    function schedule() {
        if (closed)
            return;
        timer = setTimeout(() => {
            ticking = tick().finally(schedule);
        }, tickMs);
        timer.unref();
    }
    return {
        shared: true,
        async start(h) {
            hooks = h;
            try {
                await client.connect();
                connected = true;
            }
            catch (cause) {
                const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
                throw new GatewayError('GATEWAY_ENGINE_UNAVAILABLE', `redis: ${reason}`, { cause });
            }
            await tick();
            schedule();
        },
        owns: (serverId) => alone || owned.has(serverId),
        problem: () => problem,
        async close() {
            closed = true;
            if (timer)
                clearTimeout(timer);
            await ticking?.catch(() => undefined);
            if (client.isReady) {
                // Leave at once rather than by expiry: the others take over at their next tick.
                await client.del(heartbeatKey).catch(() => undefined);
                for (const serverId of owned) {
                    await client
                        .eval(RELEASE, { keys: [`${prefix}lease:${serverId}`], arguments: [instanceId] })
                        .catch(() => undefined);
                }
            }
            owned = new Set();
            if (client.isOpen)
                await client.close().catch(() => client.destroy());
        },
    };
}
//# sourceMappingURL=redis-ownership-coordinator.js.map