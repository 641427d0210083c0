/**
 * The PostgreSQL schema, versioned: ordered and append-only, each applied in its own transaction
 * and recorded in `schema_migrations`. Never edit an applied migration: add a new one.
 * Timestamps are ISO-8601 text, as the store interface hands them out; JSON columns are `json`
 * (not `jsonb`) so reports and policies come back in the order they were written.
 */
export declare const POSTGRES_MIGRATIONS: readonly string[];
/**
 * Key of the session-level advisory lock held while migrating, so instances starting together
 * apply each migration once (the others wait, then find nothing left to do).
 */
export declare const MIGRATION_LOCK_KEY = 1634953592;
//# sourceMappingURL=postgres-migrations.d.ts.map