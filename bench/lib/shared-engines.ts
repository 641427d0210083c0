// The machine's PostgreSQL and Redis for the bench's scaled-out figures: a database and a key
// prefix of its own per run, removed afterwards (the tests' helpers, so both make and drop alike).
import {
  REDIS_URL,
  createTestDatabase,
  dropRedisPrefix,
  requireServices,
} from '../../packages/toolkit/test/support/services.js';

export interface SharedEngines {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  drop(): Promise<void>;
}

/** Creates the run's database and prefix; rejects with the reason when an engine is unreachable. */
export async function createSharedEngines(): Promise<SharedEngines> {
  const up = await requireServices(['postgres', 'redis']);
  if (!up.postgres || !up.redis) throw new Error('PostgreSQL or Redis is not running');
  const database = await createTestDatabase('bench');
  const redisPrefix = `${database.name}:`;
  return {
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    redisPrefix,
    async drop() {
      await database.drop();
      await dropRedisPrefix(redisPrefix);
    },
  };
}
