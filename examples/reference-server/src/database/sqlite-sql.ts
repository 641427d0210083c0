import type Database from 'better-sqlite3';
import { prepared } from './prepared.js';
import type { Sql } from './sql.js';

type Runner = <T>(work: () => T) => Promise<T>;

/**
 * The `Sql` seam on a better-sqlite3 connection. `runner` decides when the statement may run:
 * outside transactions, the idempotency store's queue (so a read never lands inside another
 * call's open transaction); inside one, right away.
 *
 * @example
 * const sql = sqliteSql(db); await sql.one('SELECT nombre FROM clientes WHERE documento = ?', [doc]);
 */
export function sqliteSql(db: Database.Database, runner: Runner = async (work) => work()): Sql {
  return {
    one: <T>(text: string, params: readonly unknown[] = []) =>
      runner(() => prepared<unknown[], T>(db, text).get(...params)),
    all: <T>(text: string, params: readonly unknown[] = []) =>
      runner(() => prepared<unknown[], T>(db, text).all(...params)),
    run: (text, params = []) => runner(() => prepared(db, text).run(...params).changes),
  };
}
