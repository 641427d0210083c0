// One store contract, two engines: the embedded SQLite file and PostgreSQL (a database per run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { openSqliteRegistryStore } from '../src/registry/sqlite-registry-store.js';
import { describeRegistryStoreContract } from './support/registry-store-contract.js';
import { createTestDatabase, requireServices } from './support/services.js';
import type { TestDatabase } from './support/services.js';

const dir = mkdtempSync(join(tmpdir(), 'gw-stores-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await Promise.all(databases.map((d) => d.drop()));
});

let sqliteFiles = 0;
describeRegistryStoreContract('SQLite', () => {
  const path = join(dir, `registry-${++sqliteFiles}.db`);
  return Promise.resolve({ open: () => openSqliteRegistryStore(path) });
});

describe('SQLite registry store', () => {
  it('runs in WAL mode with its schema versioned', async () => {
    const path = join(dir, 'wal', 'registry.db');
    await openSqliteRegistryStore(path).close();
    const raw = new Database(path, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 4 },
        { version: 5 },
      ]);
    } finally {
      raw.close();
    }
  });
});

const up = await requireServices(['postgres']);

describe.skipIf(!up.postgres)('PostgreSQL registry store', () => {
  // Each case gets a database of its own, dropped after the run.
  describeRegistryStoreContract('PostgreSQL', async () => {
    const database = await createTestDatabase('registry');
    databases.push(database);
    return { open: () => openPostgresRegistryStore({ url: database.url }) };
  });

  it('applies each migration once when instances start together, under the advisory lock', async () => {
    const database = await createTestDatabase('migrate');
    databases.push(database);
    const stores = Array.from({ length: 4 }, () => openPostgresRegistryStore({ url: database.url }));
    await Promise.all(stores.map((s) => s.listTenants()));
    await Promise.all(stores.map((s) => s.close()));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    } finally {
      await client.end();
    }
  });

  it('fails every operation with the reason when the database cannot be reached', async () => {
    const store = openPostgresRegistryStore({
      url: 'postgres://postgres@127.0.0.1:1/none',
      connectTimeoutMs: 1_000,
    });
    await expect(store.listTenants()).rejects.toMatchObject({
      code: 'GATEWAY_REGISTRY_FAILURE',
      message: expect.stringMatching(/ECONNREFUSED/),
    });
    await store.close();
  });
});
