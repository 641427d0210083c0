import { describe, expect, it } from 'vitest';
import { createBearerAuth } from './bearer-auth.js';

const check = createBearerAuth({ runtime: ['runtime-token-aaaaaaaa'], admin: ['admin-token-bbbbbbbbbb'] });

describe('createBearerAuth', () => {
  it('lets each role use its own routes', () => {
    expect(check('Bearer runtime-token-aaaaaaaa', 'runtime')).toEqual({ ok: true, role: 'runtime' });
    expect(check('bearer   admin-token-bbbbbbbbbb', 'admin')).toEqual({ ok: true, role: 'admin' });
    expect(check(undefined, 'public')).toEqual({ ok: true, role: 'none' });
  });

  it('answers 401 to a missing, malformed or unknown token', () => {
    expect(check(undefined, 'runtime')).toMatchObject({ status: 401, reason: 'missing' });
    expect(check('Basic abc', 'admin')).toMatchObject({ status: 401, reason: 'missing' });
    expect(check('Bearer runtime-token-aaaaaaa', 'runtime')).toMatchObject({
      status: 401,
      reason: 'invalid',
    });
    expect(check('Bearer runtime-token-aaaaaaaab', 'runtime')).toMatchObject({ status: 401 });
  });

  it('answers 403 to a valid token of the other role: a runtime token never administers', () => {
    expect(check('Bearer runtime-token-aaaaaaaa', 'admin')).toMatchObject({
      status: 403,
      reason: 'needs_admin',
    });
    expect(check('Bearer admin-token-bbbbbbbbbb', 'runtime')).toMatchObject({
      status: 403,
      reason: 'needs_runtime',
    });
  });
});
