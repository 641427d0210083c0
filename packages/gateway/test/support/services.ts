// The machine's PostgreSQL and Redis for the gateway's tests: the toolkit's helpers (a database or
// key prefix per run, a loud skip only with GATEWAY_TEST_NO_SERVICES=1), shared rather than redone.
export {
  POSTGRES_ADMIN_URL,
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
  testName,
} from '../../../toolkit/test/support/services.js';
export type { TestDatabase } from '../../../toolkit/test/support/services.js';
