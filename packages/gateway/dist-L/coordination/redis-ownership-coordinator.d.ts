import type { GatewayLogger } from '../logger.js';
import type { OwnershipCoordinator } from './ownership-coordinator.js';
export interface RedisOwnershipCoordinatorOptions {
    url: string;
    /** Prefix of the heartbeat (`<prefix>instance:<id>`) and lease (`<prefix>lease:<serverId>`) keys. */
    prefix: string;
    instanceId: string;
    logger: GatewayLogger;
    /** How often heartbeats and leases are renewed and ownership recomputed (default 1.5 s). */
    tickMs?: number;
    /** Lifetime of a heartbeat: an instance silent this long is no longer live (default 5 s). */
    heartbeatTtlMs?: number;
    /** Lifetime of a lease: a dead owner's servers are free this long after its last renewal (default 8 s). */
    leaseTtlMs?: number;
    connectTimeoutMs?: number;
}
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
export declare function createRedisOwnershipCoordinator(options: RedisOwnershipCoordinatorOptions): OwnershipCoordinator;
//# sourceMappingURL=redis-ownership-coordinator.d.ts.map