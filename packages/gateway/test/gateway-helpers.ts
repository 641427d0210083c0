// Shared fixtures of the gateway's end-to-end tests (H4): temp dirs, a silent gateway, contexts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
// The library itself, not the package index: the index also loads the HTTP service (fastify),
// which these tests do not use and which costs about a second of imports per test file.
import { createGateway } from '../src/create-gateway.js';
import type { Gateway, GatewayContextInput, GatewayOptions } from '@asixto/gateway';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';

/** pino at `silent`: satisfies both the gateway's and the toolkit's logger interfaces. */
export const silentLogger = pino({ level: 'silent' });

/** A temp folder removed by the returned cleanup. */
export function tempDir(prefix: string): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const testSecretKey = (): string => randomBytes(32).toString('hex');

/** A gateway in development mode (loopback http allowed) with a silent logger. */
export function testGateway(dir: string, extra: Partial<GatewayOptions> = {}): Gateway {
  return createGateway({
    databasePath: join(dir, 'gateway', 'registry.db'),
    secretKey: extra.secretKey ?? testSecretKey(),
    devMode: true,
    logger: silentLogger,
    certifyTimeoutMs: 5_000,
    ...extra,
  });
}

export async function startRef(dir: string, name: string, tokens?: string[]): Promise<ReferenceServer> {
  return startReferenceServer({
    databasePath: join(dir, `${name}.db`),
    tokens: tokens ?? 'none',
    logger: silentLogger,
  });
}

export function context(company: string, patch: Partial<GatewayContextInput> = {}): GatewayContextInput {
  return {
    company,
    conversationId: 'cnv_test_1',
    channel: 'chat',
    scenario: 'soporte',
    agentLevel: 'write',
    ...patch,
  };
}

export const tenantInput = (company: string, policy?: unknown) => ({
  company,
  name: `Empresa ${company}`,
  currency: 'COP',
  timezone: 'America/Bogota',
  ...(policy === undefined ? {} : { policy }),
});
