import { describe, expect, it } from 'vitest';
import { checkKeyRequest, mayManageKey } from './key-rules.js';
import { envPrincipal } from './principal.js';
import type { Principal } from './principal.js';

const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const platform = envPrincipal('platform-admin');
const tenantAdmin: Principal = {
  source: 'key',
  keyId: 'key_a',
  label: 'acme ops',
  role: 'tenant-admin',
  companies: ['acme', 'acme2'],
  expiresAt: null,
};
const runtime = envPrincipal('runtime');

describe('checkKeyRequest', () => {
  it('lets a platform admin create any key, a platform admin acting for every company', () => {
    expect(checkKeyRequest(platform, { role: 'platform-admin', label: ' ops ' }, NOW)).toEqual({
      ok: true,
      value: { role: 'platform-admin', companies: ['*'], label: 'ops', expiresAt: null },
    });
    expect(checkKeyRequest(platform, { role: 'runtime', companies: ['*'], label: 'all' }, NOW)).toMatchObject(
      {
        ok: true,
        value: { companies: ['*'] },
      },
    );
    expect(
      checkKeyRequest(
        platform,
        {
          role: 'tenant-admin',
          companies: ['acme', 'calm', 'acme'],
          label: 'x',
          expiresAt: '2027-01-01T00:00:00Z',
        },
        NOW,
      ),
    ).toEqual({
      ok: true,
      value: {
        role: 'tenant-admin',
        companies: ['acme', 'calm'],
        label: 'x',
        expiresAt: '2027-01-01T00:00:00.000Z',
      },
    });
  });

  it('lets a tenant admin create runtime and tenant-admin keys of its own companies only', () => {
    expect(
      checkKeyRequest(tenantAdmin, { role: 'runtime', companies: ['acme'], label: 'bot' }, NOW),
    ).toMatchObject({
      ok: true,
    });
    expect(
      checkKeyRequest(tenantAdmin, { role: 'tenant-admin', companies: ['acme2', 'acme'], label: 'ops' }, NOW),
    ).toMatchObject({ ok: true });
    for (const request of [
      { role: 'runtime', companies: ['acme', 'calm'], label: 'wider' },
      { role: 'runtime', companies: ['*'], label: 'every company' },
      { role: 'platform-admin', label: 'up' },
    ] as const) {
      expect(checkKeyRequest(tenantAdmin, request, NOW), request.label).toMatchObject({
        ok: false,
        code: 'KEY_SCOPE_FORBIDDEN',
      });
    }
    expect(checkKeyRequest(runtime, { role: 'runtime', companies: ['acme'], label: 'x' }, NOW)).toMatchObject(
      {
        code: 'KEY_SCOPE_FORBIDDEN',
      },
    );
  });

  it('refuses requests that make no sense, whoever asks', () => {
    const invalid = (request: Parameters<typeof checkKeyRequest>[1], field: string) =>
      expect(checkKeyRequest(platform, request, NOW), field).toMatchObject({
        ok: false,
        code: 'INVALID_REQUEST',
        field,
      });
    invalid({ role: 'runtime', label: 'no companies' }, 'companies');
    invalid({ role: 'runtime', companies: [], label: 'none' }, 'companies');
    invalid({ role: 'tenant-admin', companies: ['*'], label: 'every' }, 'companies');
    invalid({ role: 'runtime', companies: ['*', 'acme'], label: 'mixed' }, 'companies');
    invalid({ role: 'platform-admin', companies: ['acme'], label: 'narrow' }, 'companies');
    invalid({ role: 'runtime', companies: ['acme'], label: '   ' }, 'label');
    invalid(
      { role: 'runtime', companies: ['acme'], label: 'past', expiresAt: '2026-05-31T23:59:59Z' },
      'expiresAt',
    );
    invalid(
      { role: 'runtime', companies: ['acme'], label: 'now', expiresAt: '2026-06-01T00:00:00Z' },
      'expiresAt',
    );
  });
});

describe('mayManageKey', () => {
  it('gives a platform admin every key and a tenant admin only keys wholly within its companies', () => {
    const key = (role: 'runtime' | 'tenant-admin' | 'platform-admin', companies: string[]) => ({
      role,
      companies,
    });
    expect(mayManageKey(platform, key('platform-admin', ['*']))).toBe(true);
    expect(mayManageKey(tenantAdmin, key('runtime', ['acme']))).toBe(true);
    expect(mayManageKey(tenantAdmin, key('tenant-admin', ['acme', 'acme2']))).toBe(true);
    expect(mayManageKey(tenantAdmin, key('runtime', ['acme', 'calm']))).toBe(false);
    expect(mayManageKey(tenantAdmin, key('runtime', ['*']))).toBe(false);
    expect(mayManageKey(tenantAdmin, key('platform-admin', ['*']))).toBe(false);
    expect(mayManageKey(runtime, key('runtime', ['acme']))).toBe(false);
  });
});
