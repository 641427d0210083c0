import { describe, expect, it } from 'vitest';
import { bearerToken, roleRefusal } from './bearer-auth.js';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, any case, surrounding blanks allowed', () => {
    expect(bearerToken('Bearer runtime-token-aaaaaaaa')).toBe('runtime-token-aaaaaaaa');
    expect(bearerToken('bearer   admin-token-bbbbbbbbbb \t')).toBe('admin-token-bbbbbbbbbb');
  });

  it('finds none in a missing, empty or other-scheme header, or one with two tokens', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'Bearertoken']) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});

describe('roleRefusal', () => {
  it('lets each role use its routes: runtime the agent routes, admins the administration', () => {
    expect(roleRefusal('runtime', 'runtime')).toBeUndefined();
    expect(roleRefusal('admin', 'platform-admin')).toBeUndefined();
    expect(roleRefusal('admin', 'tenant-admin')).toBeUndefined();
    expect(roleRefusal('platform', 'platform-admin')).toBeUndefined();
    for (const role of ['platform-admin', 'tenant-admin', 'runtime'] as const)
      expect(roleRefusal('any', role)).toBeUndefined();
  });

  it('says what the route needs: a runtime credential never administers, an admin one never calls', () => {
    expect(roleRefusal('admin', 'runtime')).toBe('NEEDS_ADMIN');
    expect(roleRefusal('platform', 'runtime')).toBe('NEEDS_ADMIN');
    expect(roleRefusal('platform', 'tenant-admin')).toBe('NEEDS_PLATFORM');
    expect(roleRefusal('runtime', 'platform-admin')).toBe('NEEDS_RUNTIME');
    expect(roleRefusal('runtime', 'tenant-admin')).toBe('NEEDS_RUNTIME');
  });
});
