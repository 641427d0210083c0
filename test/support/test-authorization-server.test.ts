import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAuthorizationServer } from './test-authorization-server.js';
import {
  startTestAuthorizationServer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from './test-authorization-server.js';

let as: TestAuthorizationServer;
beforeAll(async () => {
  as = await startTestAuthorizationServer({ tokenTtlSeconds: 60 });
});
afterAll(() => as.close());

describe('test authorization server', () => {
  it('issues JWT access tokens for the requested resource with client_secret_basic', async () => {
    const metadata = (await (await fetch(`${as.issuer}/.well-known/openid-configuration`)).json()) as {
      token_endpoint: string;
      jwks_uri: string;
    };
    const resource = 'http://127.0.0.1:9/mcp';
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${TEST_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'tools' }),
    });
    const body = (await response.json()) as { access_token: string; expires_in: number };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.expires_in).toBe(60);
    const { payload, protectedHeader } = await jwtVerify(
      body.access_token,
      createRemoteJWKSet(new URL(metadata.jwks_uri)),
      { issuer: as.issuer, audience: resource },
    );
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload.client_id).toBe(TEST_CLIENT_ID);
    expect(as.tokensIssued()).toBe(1);
    expect(as.tokenRequests()).toBe(1);
  });
});
