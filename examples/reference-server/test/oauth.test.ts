// The reference server behind OAuth: JWT access tokens of one issuer, verified against its JWKS,
// the RFC 9728 metadata and challenge; a real authorization server (oidc-provider) issues them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { startTestAuthorizationServer } from '../../../test/support/test-authorization-server.js';
import type { TestAuthorizationServer } from '../../../test/support/test-authorization-server.js';
import { connectClient } from './reference-client.js';

const dir = mkdtempSync(join(tmpdir(), 'reference-oauth-'));
let as: TestAuthorizationServer;
let ref: ReferenceServer;

const tokenFor = (resource: string): Promise<string> => as.tokenFor(resource);

const discover = (token?: string): Promise<Response> =>
  fetch(ref.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });

beforeAll(async () => {
  as = await startTestAuthorizationServer();
  ref = await startReferenceServer({
    databasePath: join(dir, 'reference.db'),
    oauth: { issuer: as.issuer },
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await ref?.close();
  await as?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reference server behind OAuth', () => {
  it('answers 401 with the resource metadata and serves that metadata (RFC 9728)', async () => {
    const response = await discover();
    expect(response.status).toBe(401);
    const origin = new URL(ref.url).origin;
    const metadataUrl = `${origin}/.well-known/oauth-protected-resource/mcp`;
    expect(response.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    for (const url of [metadataUrl, `${origin}/.well-known/oauth-protected-resource`]) {
      const metadata = await fetch(url);
      expect(metadata.status).toBe(200);
      expect(await metadata.json()).toEqual({
        resource: ref.url,
        authorization_servers: [as.issuer],
        bearer_methods_supported: ['header'],
        scopes_supported: ['tools'],
      });
    }
  });

  it('refuses a forged token and a token for another resource with invalid_token', async () => {
    for (const token of ['not.a.jwt', await tokenFor('https://other.example.com/mcp')]) {
      const response = await discover(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer error="invalid_token", resource_metadata="/,
      );
    }
  });

  it('serves the MCP client holding a token of the issuer for its own URL', async () => {
    const client = await connectClient(ref.url, await tokenFor(ref.url));
    try {
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('refuses a token once it has expired', async () => {
    // Long enough that the first use comes well before expiry on a loaded machine.
    as.setTokenTtl(5);
    try {
      const token = await tokenFor(ref.url);
      expect((await discover(token)).status).not.toBe(401);
      // Expiry is the token's own `exp` (whole seconds): polled, with a deadline far above 5 s.
      const deadline = Date.now() + 60_000;
      let status = 0;
      while (Date.now() < deadline && (status = (await discover(token)).status) !== 401)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(status).toBe(401);
    } finally {
      as.setTokenTtl(300);
    }
  });
});
