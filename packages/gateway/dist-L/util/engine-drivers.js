import { createRequire } from 'node:module';
// Both drivers are CommonJS, so they can be loaded synchronously where an engine is opened. A
// gateway on its embedded SQLite registry never loads them: about 35 MiB of RSS at start.
const require = createRequire(import.meta.url);
/** The PostgreSQL driver (`pg`), loaded on first use. */
export const loadPg = () => require('pg');
/** The Redis client (`redis`), loaded on first use. */
export const loadRedis = () => require('redis');
//# sourceMappingURL=engine-drivers.js.map