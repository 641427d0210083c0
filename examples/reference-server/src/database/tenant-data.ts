import Database from 'better-sqlite3';
import pg from 'pg';
import type { Pool } from 'pg';
import type { IdempotencyScope, SqliteIdempotencyStore } from '@asixto/toolkit';
import { postgresSql } from './postgres-sql.js';
import type { Sql, TenantData } from './sql.js';
import { sqliteSql } from './sqlite-sql.js';

function transactional(scope: IdempotencyScope | undefined): IdempotencyScope {
  if (!scope) throw new Error('reference writes need a transactional idempotency store');
  return scope;
}

// The transaction handle arrives typed `unknown` (the store is chosen at run time): check it.
function handle<T>(tx: unknown, kind: abstract new (...args: never[]) => T, engine: string): T {
  if (!(tx instanceof kind)) throw new Error(`expected a ${engine} transaction from the idempotency store`);
  return tx;
}

/**
 * The reference tenant's data on SQLite: the same file as the idempotency keys. Reads queue behind
 * any open transaction of the connection (`store.exclusive`); writes run in the key's transaction.
 *
 * @example
 * const data = sqliteTenantData(sqliteIdempotencyStore(db));
 */
export function sqliteTenantData(store: SqliteIdempotencyStore): TenantData {
  return {
    engine: 'sqlite',
    read: sqliteSql(store.database, (work) => store.exclusive(work)),
    write: (scope, fn) =>
      transactional(scope).transaction((tx) => fn(sqliteSql(handle(tx, Database, 'SQLite')))),
  };
}

/**
 * The reference tenant's data on PostgreSQL: reads on the pool, writes on the pool client the
 * idempotency store opened its transaction on.
 *
 * @example
 * const data = postgresTenantData(pool);
 */
export function postgresTenantData(pool: Pool): TenantData {
  const inTransaction = (tx: unknown): Sql => postgresSql(handle(tx, pg.Client, 'PostgreSQL'));
  return {
    engine: 'postgres',
    read: postgresSql(pool),
    write: (scope, fn) => transactional(scope).transaction((tx) => fn(inTransaction(tx))),
  };
}
