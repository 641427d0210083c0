import { postgresIdempotencyStore, sqliteIdempotencyStore } from '@asixto/toolkit';
import type { IdempotencyStore, ToolkitLogger } from '@asixto/toolkit';
import { openDatabase } from './open-database.js';
import { openPostgres } from './open-postgres.js';
import type { TenantData } from './sql.js';
import { postgresTenantData, sqliteTenantData } from './tenant-data.js';

/** Where the tenant keeps its data and its idempotency keys: a SQLite file or a PostgreSQL URL. */
export type StorageLocation =
  { databasePath: string; databaseUrl?: never } | { databaseUrl: string; databasePath?: never };

/** The tenant's data, its idempotency store (on the same database), and how to let go of both. */
export interface TenantStorage {
  data: TenantData;
  store: IdempotencyStore;
  /** Closes the store (if the server has not already) and the database. */
  close(): Promise<void>;
}

/** Whether a configured URL names PostgreSQL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the tenant's storage: PostgreSQL when a `databaseUrl` is given (migrated under an
 * advisory lock; the keys in the same database, so the effect and the key share a transaction
 * and any number of replicas can serve), the SQLite file otherwise.
 *
 * @example
 * const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL }, logger);
 */
export async function openStorage(where: StorageLocation, logger: ToolkitLogger): Promise<TenantStorage> {
  if (where.databaseUrl !== undefined) {
    if (!isPostgresUrl(where.databaseUrl)) throw new Error('databaseUrl must be a postgres:// URL');
    const pool = await openPostgres(where.databaseUrl, logger);
    const store = postgresIdempotencyStore(pool, { logger });
    try {
      await store.ready();
    } catch (error) {
      await store.close();
      await pool.end();
      throw error;
    }
    return {
      data: postgresTenantData(pool),
      store,
      async close() {
        await store.close();
        await pool.end();
      },
    };
  }
  const db = await openDatabase(where.databasePath);
  const store = sqliteIdempotencyStore(db);
  return {
    data: sqliteTenantData(store),
    store,
    async close() {
      await store.close();
      if (db.open) db.close();
    },
  };
}
