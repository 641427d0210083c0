import { join } from 'node:path';
import { createSharedEngines } from './shared-engines.js';
import type { SharedEngines } from './shared-engines.js';
import { benchCalls } from './bench-calls.js';
import { benchCatalog } from './bench-catalog.js';
import { progress } from './bench-setup.js';

/** Sections 1 (concurrency 16) and 2 on PostgreSQL + Redis: same code, shared engines behind it. */
export async function benchShared(dir: string) {
  let engines: SharedEngines;
  try {
    engines = await createSharedEngines();
  } catch (error) {
    const reason = `PostgreSQL/Redis unreachable: ${(error as Error).message}`;
    progress(`· shared: SKIPPED (${reason})`);
    return { skipped: reason } as const;
  }
  progress('· shared: registro en PostgreSQL, caché de catálogo en Redis…');
  try {
    // Each section on its own database state: the catalog one registers 100 servers of its own.
    const calls = await benchCalls(join(dir, 'shared-calls'), engines, [16]);
    await engines.drop();
    engines = await createSharedEngines();
    const catalog = await benchCatalog(join(dir, 'shared-catalog'), engines);
    return { calls, catalog };
  } finally {
    await engines.drop();
  }
}
