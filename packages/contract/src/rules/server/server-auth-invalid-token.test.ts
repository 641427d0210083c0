import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverAuthInvalidToken } from './server-auth-invalid-token.js';

const none = { status: 401, wwwAuthenticate: 'Bearer' };

describe('server-auth-invalid-token', () => {
  it('passes a 401 with a Bearer challenge', () => {
    expect(run(serverAuthInvalidToken, serverProbe())).toMatchObject([{ ok: true }]);
  });
  it('fails a server that accepts any token, omits the challenge, or drops the request', () => {
    const any = serverProbe({ auth: { noCredential: none, wrongCredential: { status: 200 } } });
    expect(failures(serverAuthInvalidToken, any)[0]?.message).toContain('200');
    const bare = serverProbe({
      auth: { noCredential: none, wrongCredential: { status: 401, wwwAuthenticate: 'Basic' } },
    });
    expect(failures(serverAuthInvalidToken, bare)[0]?.message).toContain('Basic');
    const wire = serverProbe({ auth: { noCredential: none, wrongCredential: { detail: 'reset' } } });
    expect(failures(serverAuthInvalidToken, wire)[0]?.message).toContain('reset');
  });
});
