import { describe, expect, it } from 'vitest';
import { OAUTH_PROBLEMS } from '../../oauth/oauth-metadata.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverOauthAuthorizationServer } from './server-oauth-authorization-server.js';
import { serverOauthResourceMetadata } from './server-oauth-resource-metadata.js';
import { serverOauthToken } from './server-oauth-token.js';

const RULES = [serverOauthResourceMetadata, serverOauthAuthorizationServer, serverOauthToken];

describe('OAuth discovery rules', () => {
  it('do not apply without client credentials', () => {
    for (const rule of RULES) expect(run(rule, serverProbe({ oauth: undefined }))).toEqual([]);
  });

  it('pass each step that went through', () => {
    const ok = { ok: true } as const;
    const probe = serverProbe({ oauth: { resourceMetadata: ok, authorizationServer: ok, token: ok } });
    for (const rule of RULES) expect(run(rule, probe)).toMatchObject([{ ok: true }]);
  });

  it('name the RFC and the problem of the step that failed', () => {
    const probe = serverProbe({
      oauth: {
        resourceMetadata: { ok: true },
        authorizationServer: {
          ok: false,
          problem: 'issuer-mismatch',
          data: { expected: 'https://id.example.com', got: 'https://evil.example.com' },
        },
      },
    });
    const [finding] = failures(serverOauthAuthorizationServer, probe);
    expect(finding?.message).toBe(
      'RFC 8414 §3.3: `issuer` is `https://evil.example.com` and must be identical to `https://id.example.com`',
    );
    expect(run(serverOauthToken, probe)).toEqual([]);
  });

  it('give every problem a message in one of the three rules', () => {
    const declared = RULES.flatMap((rule) => Object.keys(rule.messages.en));
    for (const problem of OAUTH_PROBLEMS) expect(declared, problem).toContain(problem);
  });
});
