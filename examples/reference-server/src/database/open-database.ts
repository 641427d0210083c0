import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.js';
import { sqliteSql } from './sqlite-sql.js';

/**
 * Opens (creating folder and file if needed) the reference tenant's SQLite database in WAL mode
 * and applies its migrations (schema, then the demo data, once) inside one IMMEDIATE transaction,
 * so two processes opening the same file never race. A restart keeps every change made since.
 *
 * @example
 * const db = await openDatabase('./data/reference.db');
 */
export async function openDatabase(path: string): Promise<Database.Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    // Nobody else has this connection yet, so the transaction may span the migrations' awaits.
    db.exec('BEGIN IMMEDIATE');
    try {
      await migrate({ exec: async (ddl) => void db.exec(ddl), sql: sqliteSql(db) });
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
