import type Database from 'better-sqlite3';

// One statement per (database, SQL text), compiled on first use: the handlers run the same few
// statements on every call, and compiling SQL is most of the cost of a short query. A WeakMap, so a
// closed and dropped database takes its statements with it.
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The prepared statement for `sql` on `db`, compiled once and reused. Only for a finite set of SQL
 * texts (never text built from input: values go in parameters), and only for `get`/`all`/`run`
 * (an `iterate` in progress keeps a statement busy).
 *
 * @example
 * const row = prepared<[string], { nombre: string }>(db, 'SELECT nombre FROM clientes WHERE documento = ?').get(doc);
 */
export function prepared<P extends unknown[] | object = unknown[], R = unknown>(
  db: Database.Database,
  sql: string,
): Database.Statement<P, R> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement as Database.Statement<P, R>;
}
