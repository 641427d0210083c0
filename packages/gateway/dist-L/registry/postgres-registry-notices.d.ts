import type { GatewayLogger } from '../logger.js';
import type { RegistryNotices } from './registry-notices.js';
export interface PostgresRegistryNoticesOptions {
    url: string;
    /** Names this instance in its notices, so it ignores its own. */
    instanceId: string;
    /** Prefix of the channel (`<prefix>registry`), so deployments sharing a server stay apart. */
    prefix: string;
    logger: GatewayLogger;
    /** First and longest wait between reconnection attempts. */
    reconnectMs?: {
        min: number;
        max: number;
    };
    connectTimeoutMs?: number;
}
/**
 * Registry notices over PostgreSQL `LISTEN/NOTIFY` on the registry's own database: one dedicated
 * connection listens and publishes. When it drops, it reconnects with backoff and asks for a full
 * reload, because notices sent meanwhile are lost.
 */
export declare function createPostgresRegistryNotices(options: PostgresRegistryNoticesOptions): RegistryNotices;
//# sourceMappingURL=postgres-registry-notices.d.ts.map