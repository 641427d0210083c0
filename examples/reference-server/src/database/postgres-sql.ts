import type { ClientBase, Pool } from 'pg';
import type { Sql } from './sql.js';

// `?` → `$1, $2, …`, once per SQL text (the texts are a fixed set, like prepared statements).
const converted = new Map<string, string>();
function numbered(text: string): string {
  let out = converted.get(text);
  if (out === undefined) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    converted.set(text, out);
  }
  return out;
}

/**
 * The `Sql` seam on a pg pool (each statement on any connection) or on one client (inside a
 * transaction).
 *
 * @example
 * const sql = postgresSql(pool); await sql.one('SELECT nombre FROM clientes WHERE documento = ?', [doc]);
 */
export function postgresSql(db: Pool | ClientBase): Sql {
  return {
    async one<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query(numbered(text), [...params])).rows[0] as T | undefined;
    },
    async all<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query(numbered(text), [...params])).rows as T[];
    },
    async run(text, params = []) {
      return (await db.query(numbered(text), [...params])).rowCount ?? 0;
    },
  };
}
