import { SEED_CASOS, SEED_CITAS, SEED_CLIENTES, SEED_ITEMS, SEED_TASAS } from './seed-data.js';
import type { Sql } from './sql.js';

/** The default price list; `mayorista` is the wholesale one. */
export const DEFAULT_PRICE_LIST = 'general';
export const PRICE_LISTS = [DEFAULT_PRICE_LIST, 'mayorista'] as const;

// One schema text for both engines (their common SQL: TEXT, INTEGER, DOUBLE PRECISION, CHECK).
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
  CREATE TABLE IF NOT EXISTS tasas (moneda TEXT PRIMARY KEY, cop_por_unidad DOUBLE PRECISION NOT NULL);
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

async function seed(sql: Sql): Promise<void> {
  for (const c of SEED_CLIENTES) {
    await sql.run(
      `INSERT INTO clientes (documento, nombre, estado, email, telefono, direccion, ciudad, saldo_pendiente)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [c.documento, c.nombre, c.estado, c.email, c.telefono, c.direccion, c.ciudad, c.saldo_pendiente],
    );
  }
  for (const [i, it] of SEED_ITEMS.entries()) {
    await sql.run(
      `INSERT INTO items (id, nombre, categoria, descripcion, disponible) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [i + 1, it.nombre, it.categoria, it.descripcion, it.disponible ? 1 : 0],
    );
    for (const [lista, precio] of [
      [DEFAULT_PRICE_LIST, it.precio],
      ['mayorista', it.precio_mayorista],
    ] as const) {
      await sql.run(
        `INSERT INTO precios (lista, item_id, precio_cop) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
        [lista, i + 1, precio],
      );
    }
  }
  for (const [moneda, valor] of Object.entries(SEED_TASAS)) {
    await sql.run(`INSERT INTO tasas (moneda, cop_por_unidad) VALUES (?, ?) ON CONFLICT DO NOTHING`, [
      moneda,
      valor,
    ]);
  }
  for (const c of SEED_CITAS) {
    await sql.run(
      `INSERT INTO citas (codigo, documento, servicio, inicio, sede, estado) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [c.codigo, c.documento, c.servicio, c.inicio, c.sede, c.estado],
    );
  }
  for (const c of SEED_CASOS) {
    await sql.run(
      `INSERT INTO casos (radicado, documento, tipo, descripcion, prioridad, estado, creado, sla_horas)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [c.radicado, c.documento, c.tipo, c.descripcion, c.prioridad, c.estado, c.creado, c.sla_horas],
    );
  }
  await sql.run(`INSERT INTO secuencias (nombre, valor) VALUES ('radicado', 200) ON CONFLICT DO NOTHING`);
}

/** Where migrations run: one transaction, held alone (an advisory lock, or SQLite's write lock). */
export interface MigrationTarget {
  /** Runs DDL (several statements). */
  exec(ddl: string): Promise<void>;
  sql: Sql;
}

interface Migration {
  version: number;
  name: string;
  up(target: MigrationTarget): Promise<void>;
}

/**
 * The versioned migrations of the reference tenant, in order. Each runs once per database and is
 * recorded in `schema_migrations`; the statements are idempotent too, so a database made before
 * versioning existed is brought along without a conflict.
 */
const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'schema', up: (t) => t.exec(SCHEMA) },
  { version: 2, name: 'demo data', up: (t) => seed(t.sql) },
];

/**
 * Applies the migrations this database has not recorded yet; resolves with their versions. The
 * caller runs it inside one transaction that it holds alone, so replicas starting together never
 * race (the second waits, then finds everything applied).
 *
 * @example
 * await client.query('BEGIN'); await client.query('SELECT pg_advisory_xact_lock(…)'); await migrate(target); await client.query('COMMIT');
 */
export async function migrate(target: MigrationTarget): Promise<number[]> {
  await target.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const rows = await target.sql.all<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => Number(r.version)));
  const now: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await migration.up(target);
    await target.sql.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
      migration.version,
      migration.name,
      new Date().toISOString(),
    ]);
    now.push(migration.version);
  }
  return now;
}
