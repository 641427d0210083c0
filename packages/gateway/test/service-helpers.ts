import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from 'pino';
import { CONFIG_DEFAULTS } from '@asixto/gateway/service';
import type { ServiceConfig } from '@asixto/gateway/service';

export const RUNTIME_TOKEN = 'runtime-token-0123456789abcdef';
export const ADMIN_TOKEN = 'admin-token-0123456789abcdef';
export const UPSTREAM_TOKEN = 'upstream-token-0123456789abcdef';
// 64 hex characters: a raw 32-byte key, so no scrypt stretching slows the tests down.
export const SECRET_KEY = 'a1'.repeat(32);

export function testConfig(dataDir: string, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    ...CONFIG_DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    runtimeTokens: [RUNTIME_TOKEN],
    adminTokens: [ADMIN_TOKEN],
    secretKey: SECRET_KEY,
    devMode: true,
    logLevel: 'info',
    metricsPublic: false,
    bodyLimitBytes: 64 * 1024,
    shutdownTimeoutMs: 5_000,
    lang: 'es',
    ...overrides,
  };
}

/** A real pino logger whose JSON lines are kept in memory, so tests can read what was logged. */
export function memoryLogger(level = 'info'): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino({ level }, stream);
  const lines = (): Record<string, unknown>[] =>
    chunks
      .join('')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, lines };
}

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
  json: any;
}

/** One HTTP request as the agent runtime makes it. `body` as a string is sent verbatim. */
export async function http(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(baseUrl + path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
