import type { RegistryStore } from './registry-store.js';
export interface PostgresRegistryStoreOptions {
    /** `postgres://user@host:port/database`. */
    url: string;
    /** Shown to PostgreSQL as `application_name`, so an operator sees which instance holds a connection. */
    instanceId?: string;
    /** Connections in the pool (the registry is off the hot path: a few suffice). */
    maxConnections?: number;
    /** How long a connection attempt may take before the operation fails. */
    connectTimeoutMs?: number;
    now?: () => Date;
}
/**
 * The registry on PostgreSQL (driver `pg`), for several gateway instances sharing one database.
 * The schema is migrated before the first operation, under an advisory lock; every operation
 * waits for that, so a database that cannot be reached or migrated fails the first call (the
 * service's startup) with the reason. A dropped connection fails only the operations that needed
 * it: the pool reconnects on the next one.
 */
export declare function openPostgresRegistryStore(options: PostgresRegistryStoreOptions): RegistryStore;
//# sourceMappingURL=postgres-registry-store.d.ts.map