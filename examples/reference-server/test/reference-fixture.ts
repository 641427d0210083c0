// The reference server its tests share: one process-local server on a temporary SQLite file, and
// an official MCP client connected to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { callMeta, connectClient } from './reference-client.js';
import type { CallResult } from './reference-client.js';

export const TOKEN = 'ref-token';
export const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'reference-server-'));
export const databasePath = join(dir, 'reference.db');
export let ref: ReferenceServer;
export let client: Client;

export const meta = (extra: Record<string, unknown> = {}) => callMeta('cnv_test', extra);
export const withKey = (key: string, extra: Record<string, unknown> = {}) =>
  meta({ 'com.asixto/idempotencyKey': key, ...extra });

export const connect = (url: string): Promise<Client> => connectClient(url, TOKEN);

export async function call(
  name: string,
  args: Record<string, unknown>,
  m = meta(),
  c = client,
): Promise<CallResult> {
  return (await c.callTool({ name, arguments: args, _meta: m })) as CallResult;
}

// Reads the tenant's data the way an auditor would: its own read-only connection to the file.
export function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}
export const countCasos = (): number => query<{ n: number }>('SELECT COUNT(*) AS n FROM casos').n;
export const estadoCita = (codigo: string): string =>
  query<{ estado: string }>('SELECT estado FROM citas WHERE codigo = ?', codigo).estado;

/** Starts the shared server and client for the calling test file; closes them and its files after. */
export function useReferenceServer(): void {
  beforeAll(async () => {
    ref = await startReferenceServer({ tokens: [TOKEN], databasePath, logger: silent });
    client = await connect(ref.url);
  });

  afterAll(async () => {
    await client.close();
    await ref.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

/** Stops the shared server and starts it again on the same database, with a new client. */
export async function restartReferenceServer(): Promise<void> {
  await client.close();
  await ref.close();
  ref = await startReferenceServer({ tokens: [TOKEN], databasePath, logger: silent });
  client = await connect(ref.url);
}
