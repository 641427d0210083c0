import { describe, expect, it } from 'vitest';
import { OAUTH_PROBLEMS } from '../../oauth/oauth-metadata.js';
import { RULES } from '../index.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import type { ServerProbe } from './server-probe.js';
import { SERVER_RULES, checkServer } from './server-rules.js';

/** Snapshots that, between them, make every server rule emit every message it declares. */
const BAD: ServerProbe[] = [
  serverProbe({ scheme: 'http:', loopback: true }),
  serverProbe({ scheme: 'http:' }),
  serverProbe({ discover: { outcome: 'method-not-found' }, legacyInitialize: { answered: true } }),
  serverProbe({ discover: { outcome: 'method-not-found' } }),
  serverProbe({ discover: { outcome: 'error' } }),
  serverProbe({ discover: { outcome: 'ok', supportedVersions: [] } }),
  serverProbe({ discover: { outcome: 'ok', supportedVersions: ['2026-07-28'] } }),
  serverProbe({ sessions: { mintedBy: ['a'], requiredBy: ['b'] } }),
  serverProbe({ auth: { noCredential: { status: 200 }, wrongCredential: { status: 200 } } }),
  serverProbe({ auth: { noCredential: { status: 401 }, wrongCredential: { status: 401 } } }),
  serverProbe({ auth: { noCredential: {}, wrongCredential: {} } }),
  serverProbe({ toolsList: { outcome: 'error' } }),
  serverProbe({ toolsList: { outcome: 'ok' } }),
  serverProbe({ toolsList: { outcome: 'ok', resultType: 'complete', droppedByClient: ['x'] } }),
  serverProbe(),
  // Each OAuth problem at each step: a rule keeps those it declares.
  ...OAUTH_PROBLEMS.map((problem) => {
    const step = { ok: false, problem, data: {} } as const;
    return serverProbe({ oauth: { resourceMetadata: step, authorizationServer: step, token: step } });
  }),
];

describe('server rules', () => {
  it('are registered in the catalog with the server scope', () => {
    for (const rule of SERVER_RULES) {
      expect(RULES).toContain(rule);
      expect(rule.scope).toBe('server');
    }
  });

  it('use every message id they declare', () => {
    for (const rule of SERVER_RULES) {
      const used = new Set(
        BAD.flatMap((p) => (rule.applies && !rule.applies(p) ? [] : rule.check(p).map((r) => r.messageId))),
      );
      expect([...used].sort(), rule.id).toEqual(Object.keys(rule.messages.es).sort());
    }
  });

  it('judge a compliant snapshot with no failure, in Spanish by default', () => {
    const findings = checkServer(serverProbe());
    expect(findings.filter((f) => !f.ok)).toEqual([]);
    expect(findings.map((f) => f.rule)).toEqual(SERVER_RULES.map((r) => r.id));
    expect(findings[0]?.message).toMatch(/certificado/);
  });
});
