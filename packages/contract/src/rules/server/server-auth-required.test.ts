import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { isBearerChallenge, serverAuthRequired } from './server-auth-required.js';

const wrong = { status: 401, wwwAuthenticate: 'Bearer' };

describe('server-auth-required', () => {
  it('passes a 401 with a Bearer challenge', () => {
    expect(run(serverAuthRequired, serverProbe())).toMatchObject([{ ok: true }]);
    expect(isBearerChallenge({ status: 401, wwwAuthenticate: 'bearer realm="x"' })).toBe(true);
  });
  it('fails an open server, a 401 without challenge, and a wire failure', () => {
    const open = serverProbe({ auth: { noCredential: { status: 200 }, wrongCredential: wrong } });
    expect(failures(serverAuthRequired, open)[0]?.message).toContain('200');
    const bare = serverProbe({ auth: { noCredential: { status: 401 }, wrongCredential: wrong } });
    expect(failures(serverAuthRequired, bare)[0]?.message).toContain('WWW-Authenticate');
    const wire = serverProbe({ auth: { noCredential: { detail: 'ECONNRESET' }, wrongCredential: wrong } });
    expect(failures(serverAuthRequired, wire)[0]?.message).toContain('ECONNRESET');
  });
  it('does not apply without a token (authentication not verified)', () => {
    const { auth: _auth, ...withoutAuth } = serverProbe();
    expect(run(serverAuthRequired, withoutAuth)).toEqual([]);
  });
});
