// The access part of the registry (managed keys, audit trail) on both engines: the embedded SQLite
// file and PostgreSQL (a database per run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { openSqliteRegistryStore } from '../src/registry/sqlite-registry-store.js';
import { describeAccessStoreContract } from './support/access-store-contract.js';
import { createTestDatabase, requireServices } from './support/services.js';
import type { TestDatabase } from './support/services.js';

const dir = mkdtempSync(join(tmpdir(), 'gw-access-stores-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await Promise.all(databases.map((d) => d.drop()));
});

let files = 0;
describeAccessStoreContract('SQLite', () => {
  const path = join(dir, `registry-${++files}.db`);
  return Promise.resolve({ open: () => openSqliteRegistryStore(path) });
});

const up = await requireServices(['postgres']);

describe.skipIf(!up.postgres)('PostgreSQL', () => {
  describeAccessStoreContract('PostgreSQL', async () => {
    const database = await createTestDatabase('access');
    databases.push(database);
    return { open: () => openPostgresRegistryStore({ url: database.url }) };
  });
});
