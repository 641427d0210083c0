import { createRequire } from 'node:module';
import type pg from 'pg';
import type * as redis from 'redis';

// Both drivers are CommonJS, so they can be loaded synchronously where an engine is opened. A
// gateway on its embedded SQLite registry never loads them: about 35 MiB of RSS at start.
const require = createRequire(import.meta.url);

/** The PostgreSQL driver (`pg`), loaded on first use. */
export const loadPg = (): typeof pg => require('pg') as typeof pg;

/** The Redis client (`redis`), loaded on first use. */
export const loadRedis = (): typeof redis => require('redis') as typeof redis;
