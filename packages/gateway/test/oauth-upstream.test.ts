// A tenant server behind OAuth, end to end: a real authorization server (oidc-provider, client
// credentials, JWT access tokens), the reference server verifying them, the gateway as the client.
// Token lifetimes are short (2 s) where expiry is the point; waits poll the token's own expiry.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@asixto/gateway';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { createUpstream } from '../src/upstream/create-upstream.js';
import {
  startTestAuthorizationServer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_SCOPE,
} from '../../../test/support/test-authorization-server.js';
import type { TestAuthorizationServer } from '../../../test/support/test-authorization-server.js';
import {
  context,
  silentLogger,
  tempDir,
  tenantInput,
  testGateway,
  testSecretKey,
} from './gateway-helpers.js';

const tmp = tempDir('gateway-oauth-');
const secretKey = testSecretKey();
const credential = {
  type: 'oauth-client-credentials',
  clientId: TEST_CLIENT_ID,
  clientSecret: TEST_CLIENT_SECRET,
  scope: TEST_SCOPE,
} as const;
let as: TestAuthorizationServer;
let ref: ReferenceServer;
let gateway: Gateway | undefined;
let serverId: string;

const read = (g: Gateway, requestId?: string) =>
  g.callTool(context('acme', requestId === undefined ? {} : { requestId }), 'ext__acme__consultar_cliente', {
    documento: 'CC1032456789',
  });

/** Polls until `check` holds, with a deadline far above what it waits for. */
async function until(check: () => boolean | Promise<boolean>, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Reopens the gateway on the same registry: a new instance without a cached token. */
async function reopen(extra: Parameters<typeof testGateway>[1] = {}): Promise<Gateway> {
  await gateway?.close();
  gateway = testGateway(tmp.dir, { secretKey, ...extra });
  await gateway.ready();
  return gateway;
}

beforeAll(async () => {
  as = await startTestAuthorizationServer();
  ref = await startReferenceServer({
    databasePath: join(tmp.dir, 'reference.db'),
    oauth: { issuer: as.issuer },
    logger: silentLogger,
  });
  gateway = testGateway(tmp.dir, { secretKey });
  await gateway.registerTenant(tenantInput('acme'));
});

afterAll(async () => {
  await gateway?.close();
  await ref?.close();
  await as?.close();
  tmp.cleanup();
});

describe('a tenant server behind OAuth (client credentials)', () => {
  it('registers with client credentials, is certified, and calls go through', async () => {
    const before = as.tokensIssued();
    const registered = await gateway!.registerServer('acme', { url: ref.url, credential });
    serverId = registered.serverId;
    expect(registered.certification).toMatchObject({ status: 'certified' });
    expect(await read(gateway!)).toMatchObject({ outcome: 'ok', attempts: 1 });
    const view = await gateway!.getServer(serverId);
    expect(view).toMatchObject({
      authType: 'oauth',
      hasCredential: true,
      status: 'certified',
    });
    expect(view.oauth?.lastError).toBeNull();
    expect(Date.parse(view.oauth?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    // The secret never shows; one token served the certification, the listing and the call.
    expect(JSON.stringify(view)).not.toContain(TEST_CLIENT_SECRET);
    expect(as.tokensIssued() - before).toBe(1);
  });

  it('refreshes a token that expires during a run of calls once, and no call fails', async () => {
    as.setTokenTtl(2);
    const before = as.tokensIssued();
    // Room for the 50 concurrent calls of the next test (the bulkhead's default is 32).
    const g = await reopen({ serverGuard: { maxConcurrentCalls: 64 } });
    const outcomes: string[] = [];
    // Calls until the first token was replaced (refreshed 1.5 s into its 2 s), then a few more.
    await until(async () => {
      outcomes.push((await read(g)).outcome);
      return as.tokensIssued() - before >= 2;
    });
    for (let i = 0; i < 5; i++) outcomes.push((await read(g)).outcome);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(5);
    expect(as.tokensIssued() - before).toBe(2);
  });

  it('makes one token request for 50 concurrent calls at expiry', async () => {
    const g = gateway!;
    const { oauth } = await g.getServer(serverId);
    const expiresAt = Date.parse(oauth!.expiresAt!);
    // Nothing asks for a token meanwhile: the token is left to expire.
    await until(() => Date.now() > expiresAt + 50);
    const before = as.tokensIssued();
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => read(g, `req_burst_${i}`)));
    expect(outcomes.filter((o) => o.outcome !== 'ok')).toEqual([]);
    expect(as.tokensIssued() - before).toBe(1);
  });

  it('ends calls unavailable with the reason when the issuer is down, in the status and the breaker', async () => {
    const g = gateway!;
    const { oauth } = await g.getServer(serverId);
    const expiresAt = Date.parse(oauth!.expiresAt!);
    await as.stop();
    try {
      await until(() => Date.now() > expiresAt + 50);
      const call = await read(g);
      expect(call).toMatchObject({ outcome: 'unavailable', reason: 'OAUTH_TOKEN_UNREACHABLE' });
      const view = await g.getServer(serverId);
      expect(view.oauth?.lastError).toMatchObject({
        code: 'OAUTH_TOKEN_UNREACHABLE',
        problem: 'token-unreachable',
      });
      // Each failure counts for the breaker (five by default), which then refuses at once.
      const reasons: string[] = [];
      for (let i = 0; i < 8; i++) reasons.push((await read(g)).reason ?? '');
      expect(reasons.every((r) => r.startsWith('OAUTH_') || r === 'CIRCUIT_OPEN')).toBe(true);
      expect((await g.getServer(serverId)).breaker).toBe('open');
    } finally {
      await as.start();
    }
  });

  it('answers a refused token with one refresh and the same request again (same idempotency key)', async () => {
    as.setTokenTtl(300);
    const sentTokens: string[] = [];
    const keys: unknown[] = [];
    const recording: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (body.includes('"tools/call"')) {
        const meta = (JSON.parse(body) as { params: { _meta: Record<string, unknown> } }).params._meta;
        keys.push(meta['com.asixto/idempotencyKey']);
      }
      return fetch(input, init);
    };
    // A token source whose first token the server refuses (revoked, keys rotated): the upstream
    // must ask for another once and send the same request again.
    let current = 'forged.token.value';
    const auth = {
      token: async () => current,
      refresh: async (rejected: string) => {
        sentTokens.push(rejected);
        current = await as.tokenFor(ref.url);
        return current;
      },
    };
    const upstream = createUpstream({
      serverId: 'srv_oauth_retry',
      company: 'acme',
      url: ref.url,
      auth,
      devMode: true,
      fetch: recording,
      logger: silentLogger,
    });
    try {
      const settled = await upstream.callTool({
        name: 'abrir_caso_soporte',
        arguments: { documento: 'CC1032456789', tipo: 'falla', descripcion: 'El taladro no arranca.' },
        meta: {
          'com.asixto/idempotencyKey': 'key-oauth-retry-1',
          'com.asixto/conversationId': 'cnv_oauth_retry',
          'com.asixto/channel': 'chat',
        },
        deadlineMs: 20_000,
        maxRetries: 1,
      });
      expect(settled.status).toBe('complete');
      expect(sentTokens).toEqual(['forged.token.value']);
      // The refused call and its retry (the first refusal may come at connect, before any call).
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(new Set(keys)).toEqual(new Set(['key-oauth-retry-1']));
    } finally {
      await upstream.close();
    }
  });
});
