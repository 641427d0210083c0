import pg from 'pg';
import type { ToolkitLogger } from '@asixto/toolkit';
import { migrate } from './migrations.js';
import { postgresSql } from './postgres-sql.js';

/**
 * Connects a pool to the reference tenant's PostgreSQL database and applies its migrations
 * (schema, then the demo data, once) in one transaction under an advisory lock: replicas starting
 * together take turns, and all but the first find nothing left to do. The caller ends the pool.
 *
 * @example
 * const pool = await openPostgres('postgres://postgres@127.0.0.1:5432/ferreteria', logger);
 */
export async function openPostgres(url: string, logger: ToolkitLogger): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not take the process down; the next query reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection lost'));
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        'asixto-reference-server:migrations',
      ]);
      const applied = await migrate({
        exec: async (ddl) => void (await client.query(ddl)),
        sql: postgresSql(client),
      });
      await client.query('COMMIT');
      if (applied.length > 0) logger.info({ applied }, 'database migrated');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError as Error));
      throw error;
    } finally {
      client.release(broken);
    }
    return pool;
  } catch (error) {
    await pool.end();
    throw error;
  }
}
