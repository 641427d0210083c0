import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { sqliteIdempotencyStore } from '@asixto/toolkit';
import { describe, expect, it } from 'vitest';
import * as reference from './index.js';
import { openDatabase } from './database/open-database.js';
import { sqliteTenantData } from './database/tenant-data.js';
import { SEED_ITEMS } from './database/seed-data.js';

describe('@asixto/reference-server', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(reference).sort()).toEqual([
      'DEFAULT_PRICE_LIST',
      'PRICE_LISTS',
      'SEED_CASOS',
      'SEED_CITAS',
      'SEED_CLIENTES',
      'SEED_ITEMS',
      'SEED_TASAS',
      'openDatabase',
      'openPostgres',
      'postgresTenantData',
      'referenceTools',
      'sqliteTenantData',
      'startReferenceServer',
    ]);
  });

  it('seeds enough catalog that an unpaginated list would break the 3,000-character budget', () => {
    expect(SEED_ITEMS.length).toBeGreaterThanOrEqual(40);
    expect(SEED_ITEMS.map((i) => `${i.nombre}: ${i.descripcion}`).join('\n').length).toBeGreaterThan(3000);
  });

  it('migrates and seeds once, and the six tools pass defineTool without warnings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-seed-'));
    const path = join(dir, 'nested', 'seed.db');
    const counts = (db: Database.Database): number[] =>
      ['clientes', 'items', 'precios', 'citas', 'casos'].map(
        (t) => (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n,
      );
    const first = await openDatabase(path);
    const seeded = counts(first);
    expect(seeded[0]).toBeGreaterThanOrEqual(6);
    first.prepare(`UPDATE citas SET estado = 'cancelada' WHERE codigo = 'CITA-1001'`).run();
    first.close();
    const second = await openDatabase(path);
    expect(counts(second)).toEqual(seeded);
    // A restart keeps changes: seeding never overwrites.
    expect(second.prepare(`SELECT estado FROM citas WHERE codigo = 'CITA-1001'`).get()).toEqual({
      estado: 'cancelada',
    });
    expect(second.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
    expect(
      reference
        .referenceTools(sqliteTenantData(sqliteIdempotencyStore(second)))
        .map((t) => t.warnings.length),
    ).toEqual([0, 0, 0, 0, 0, 0]);
    second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
