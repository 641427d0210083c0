import type pg from 'pg';
import type * as redis from 'redis';
/** The PostgreSQL driver (`pg`), loaded on first use. */
export declare const loadPg: () => typeof pg;
/** The Redis client (`redis`), loaded on first use. */
export declare const loadRedis: () => typeof redis;
//# sourceMappingURL=engine-drivers.d.ts.map