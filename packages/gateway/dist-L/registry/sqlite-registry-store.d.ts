import type { RegistryStore } from './registry-store.js';
/**
 * The embedded registry: one SQLite file in WAL mode, schema versioned in `schema_migrations`.
 * better-sqlite3 is synchronous; the async surface exists for the storage interface.
 */
export declare function openSqliteRegistryStore(databasePath: string, { now }?: {
    now?: () => Date;
}): RegistryStore;
//# sourceMappingURL=sqlite-registry-store.d.ts.map