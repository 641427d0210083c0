import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolServer } from '../src/index.js';
import { connectClient } from './support/connect-client.js';

// The README's write tool is this file, verbatim (readme.test.ts); here it runs against a real file.
let dir: string;
let example: { server: ToolServer; db: Database };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolkit-readme-write-'));
  Object.assign(process.env, {
    DATABASE_PATH: join(dir, 'citas.db'),
    PORT: '0',
    ASIXTO_TOKENS: 'readme-token',
    LOG_LEVEL: 'silent',
  });
  example = (await import('./readme-write-example.js')) as typeof example;
});

afterAll(async () => {
  await example?.server.close();
  example?.db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('README write tool', () => {
  it('cancels once for a repeated key, guards ownership and state, and answers in the page-06 shape', async () => {
    const client = await connectClient(example.server, 'readme-token');
    const cancel = (key: string, documento = 'CC1032456789') =>
      client.callTool({
        name: 'cancelar_cita',
        arguments: { documento, codigo_cita: 'C-204', confirmacion: true },
        _meta: { 'com.asixto/idempotencyKey': key },
      });
    const stranger = await cancel('k-0', 'CC999');
    expect(stranger.structuredContent).toMatchObject({ error: { error_type: 'PERMISSION' } });
    const [first, twin] = await Promise.all([cancel('k-1'), cancel('k-1')]);
    const retry = await cancel('k-1');
    expect(first.structuredContent).toEqual({ codigo_cita: 'C-204', estado: 'cancelada' });
    expect(twin.structuredContent).toEqual(first.structuredContent);
    expect(retry.structuredContent).toEqual(first.structuredContent);
    const again = await cancel('k-2');
    expect(again.structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    await client.close();
    expect(example.db.prepare('SELECT estado FROM citas').all()).toEqual([{ estado: 'cancelada' }]);
  });
});
