// Your data. This starter keeps it in SQLite, in the same file as the idempotency keys, so a write
// and its key commit together (guarantee 1). Replace the tables and the demo rows with your system.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS pedidos (
      pedido TEXT PRIMARY KEY,
      documento TEXT NOT NULL,
      estado TEXT NOT NULL CHECK (estado IN ('recibido', 'en_camino', 'entregado')),
      entrega TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS reclamos (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pedido TEXT NOT NULL REFERENCES pedidos (pedido),
      motivo TEXT NOT NULL,
      detalle TEXT,
      creado TEXT NOT NULL
    );
    INSERT OR IGNORE INTO pedidos VALUES
      ('P-1001', 'CC1032456789', 'en_camino', '2026-09-03T14:00:00Z'),
      ('P-1002', 'CC1032456789', 'entregado', '2026-08-20T16:30:00Z'),
      ('P-2001', 'CC52111222', 'recibido', '2026-09-10T15:00:00Z');
  `);
  return db;
}
