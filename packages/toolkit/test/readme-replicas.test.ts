import { readFileSync } from 'node:fs';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolServer } from '../src/index.js';
import { connectClient } from './support/connect-client.js';
import { createTestDatabase, requireServices } from './support/services.js';
import type { TestDatabase } from './support/services.js';

const servicesUp = (await requireServices(['postgres'])).postgres;

// The README's PostgreSQL example is this file, verbatim; here it runs for real, twice over.
describe('README "Running several replicas" example', () => {
  it('is the file under test', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Running several replicas'));
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBe(readFileSync(new URL('./readme-replicas-example.ts', import.meta.url), 'utf8'));
  });

  describe.skipIf(!servicesUp)('on PostgreSQL', () => {
    let database: TestDatabase;
    let example: { server: ToolServer; pool: Pool };

    beforeAll(async () => {
      database = await createTestDatabase('readme');
      Object.assign(process.env, {
        DATABASE_URL: database.url,
        PORT: '0',
        ASIXTO_TOKENS: 'readme-token',
        LOG_LEVEL: 'silent',
      });
      example = (await import('./readme-replicas-example.js')) as typeof example;
    });

    afterAll(async () => {
      await example?.server.close();
      await example?.pool.end();
      await database?.drop();
    });

    it('registers one order for concurrent duplicates and a retry, a new one for a new key', async () => {
      const client = await connectClient(example.server, 'readme-token');
      const order = (key: string) =>
        client.callTool({
          name: 'crear_pedido',
          arguments: { documento: 'CC1032456789', producto: 'Taladro percutor' },
          _meta: { 'com.asixto/idempotencyKey': key },
        });
      const [a, b] = await Promise.all([order('k-1'), order('k-1')]);
      const retry = await order('k-1');
      const other = await order('k-2');
      await client.close();
      expect(a.structuredContent).toEqual({ pedido: 1 });
      expect(b.structuredContent).toEqual({ pedido: 1 });
      expect(retry.structuredContent).toEqual({ pedido: 1 });
      expect(other.structuredContent).toEqual({ pedido: 2 });
      const { rows } = await example.pool.query('SELECT COUNT(*)::int AS n FROM pedidos');
      expect(rows).toEqual([{ n: 2 }]);
    });
  });
});
