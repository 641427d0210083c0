// Public API of @asixto/reference-server: the demo tenant server built with @asixto/toolkit.
export { startReferenceServer } from './start-reference-server.js';
export type { ReferenceServer, ReferenceServerOptions } from './start-reference-server.js';
export { referenceTools } from './tools/reference-tools.js';
export { openDatabase } from './database/open-database.js';
export { openPostgres } from './database/open-postgres.js';
export { DEFAULT_PRICE_LIST, PRICE_LISTS } from './database/migrations.js';
export { postgresTenantData, sqliteTenantData } from './database/tenant-data.js';
export type { Sql, TenantData } from './database/sql.js';
export type { StorageLocation } from './database/open-storage.js';
export { SEED_CASOS, SEED_CITAS, SEED_CLIENTES, SEED_ITEMS, SEED_TASAS } from './database/seed-data.js';
