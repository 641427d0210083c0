import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SEED_CASOS, SEED_CITAS, SEED_CLIENTES, SEED_ITEMS, SEED_TASAS } from './seed-data.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS clientes (
    documento TEXT PRIMARY KEY,
    nombre TEXT NOT NULL,
    estado TEXT NOT NULL CHECK (estado IN ('activo', 'en_mora', 'suspendido')),
    email TEXT NOT NULL,
    telefono TEXT NOT NULL,
    direccion TEXT NOT NULL,
    ciudad TEXT NOT NULL,
    saldo_pendiente INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS items (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL UNIQUE,
    categoria TEXT NOT NULL,
    descripcion TEXT NOT NULL,
    disponible INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS precios (
    lista TEXT NOT NULL,
    item_id INTEGER NOT NULL REFERENCES items (id),
    precio_cop INTEGER NOT NULL,
    PRIMARY KEY (lista, item_id)
  );
  CREATE TABLE IF NOT EXISTS tasas (moneda TEXT PRIMARY KEY, cop_por_unidad REAL NOT NULL);
  CREATE TABLE IF NOT EXISTS citas (
    codigo TEXT PRIMARY KEY,
    documento TEXT NOT NULL REFERENCES clientes (documento),
    servicio TEXT NOT NULL,
    inicio TEXT NOT NULL,
    sede TEXT NOT NULL,
    estado TEXT NOT NULL CHECK (estado IN ('programada', 'confirmada', 'cancelada', 'atendida')),
    motivo_cancelacion TEXT
  );
  CREATE TABLE IF NOT EXISTS casos (
    radicado TEXT PRIMARY KEY,
    documento TEXT NOT NULL REFERENCES clientes (documento),
    tipo TEXT NOT NULL CHECK (tipo IN ('falla', 'instalacion', 'cobro')),
    descripcion TEXT NOT NULL,
    prioridad TEXT CHECK (prioridad IN ('alta', 'normal')),
    estado TEXT NOT NULL,
    creado TEXT NOT NULL,
    sla_horas INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS secuencias (nombre TEXT PRIMARY KEY, valor INTEGER NOT NULL);
`;

/** The default price list; `mayorista` is the wholesale one. */
export const DEFAULT_PRICE_LIST = 'general';
export const PRICE_LISTS = [DEFAULT_PRICE_LIST, 'mayorista'] as const;

/**
 * Opens (creating folder and file if needed) the reference tenant's SQLite database in WAL mode,
 * creates the schema and seeds the demo data once: seeding is idempotent (INSERT OR IGNORE), so a
 * restart keeps every change made since.
 *
 * @example
 * const db = openDatabase('./data/reference.db');
 */
export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  seed(db);
  return db;
}

function seed(db: Database.Database): void {
  const cliente = db.prepare(
    `INSERT OR IGNORE INTO clientes (documento, nombre, estado, email, telefono, direccion, ciudad, saldo_pendiente)
     VALUES (@documento, @nombre, @estado, @email, @telefono, @direccion, @ciudad, @saldo_pendiente)`,
  );
  const item = db.prepare(
    `INSERT OR IGNORE INTO items (id, nombre, categoria, descripcion, disponible) VALUES (?, ?, ?, ?, ?)`,
  );
  const precio = db.prepare(`INSERT OR IGNORE INTO precios (lista, item_id, precio_cop) VALUES (?, ?, ?)`);
  const tasa = db.prepare(`INSERT OR IGNORE INTO tasas (moneda, cop_por_unidad) VALUES (?, ?)`);
  const cita = db.prepare(
    `INSERT OR IGNORE INTO citas (codigo, documento, servicio, inicio, sede, estado)
     VALUES (@codigo, @documento, @servicio, @inicio, @sede, @estado)`,
  );
  const caso = db.prepare(
    `INSERT OR IGNORE INTO casos (radicado, documento, tipo, descripcion, prioridad, estado, creado, sla_horas)
     VALUES (@radicado, @documento, @tipo, @descripcion, @prioridad, @estado, @creado, @sla_horas)`,
  );
  db.transaction(() => {
    for (const c of SEED_CLIENTES) cliente.run(c);
    SEED_ITEMS.forEach((it, i) => {
      item.run(i + 1, it.nombre, it.categoria, it.descripcion, it.disponible ? 1 : 0);
      precio.run(DEFAULT_PRICE_LIST, i + 1, it.precio);
      precio.run('mayorista', i + 1, it.precio_mayorista);
    });
    for (const [moneda, valor] of Object.entries(SEED_TASAS)) tasa.run(moneda, valor);
    for (const c of SEED_CITAS) cita.run(c);
    for (const c of SEED_CASOS) caso.run(c);
    db.prepare(`INSERT OR IGNORE INTO secuencias (nombre, valor) VALUES ('radicado', 200)`).run();
  })();
}
