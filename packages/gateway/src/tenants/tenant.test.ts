import { describe, expect, it, vi } from 'vitest';
import { isCompanySlug, isCurrencyCode, isTimeZone, validateTenantInput } from './tenant.js';

const base = { company: 'acme', name: 'Acme S.A.S.', currency: 'COP', timezone: 'America/Bogota' };

describe('tenant validation', () => {
  it('accepts a valid tenant and normalizes an absent policy to {}', () => {
    const r = validateTenantInput(base);
    expect(r).toEqual({ ok: true, value: { ...base, policy: {} } });
  });

  it('checks the slug against the prefix budget', () => {
    expect(isCompanySlug('a'.repeat(17))).toBe(true);
    expect(isCompanySlug('a'.repeat(18))).toBe(false);
    expect(isCompanySlug('Acme')).toBe(false);
    expect(isCompanySlug('ac-me')).toBe(false);
    expect(isCompanySlug('')).toBe(false);
    expect(validateTenantInput({ ...base, company: 'ACME' })).toMatchObject({
      ok: false,
      code: 'GATEWAY_INVALID_SLUG',
    });
  });

  it('checks currency (ISO 4217) and timezone (IANA via Intl)', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    // Aliases that are not ICU's canonical names are still IANA zones.
    for (const alias of ['Etc/UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Europe/Kyiv']) {
      expect(isTimeZone(alias), alias).toBe(true);
    }
    expect(validateTenantInput({ ...base, currency: 'PESOS' })).toMatchObject({
      ok: false,
      code: 'GATEWAY_INVALID_TENANT',
      data: { field: 'currency' },
    });
    expect(validateTenantInput({ ...base, timezone: 'Bogota' })).toMatchObject({
      ok: false,
      data: { field: 'timezone' },
    });
    expect(validateTenantInput({ ...base, name: '  ' })).toMatchObject({
      ok: false,
      data: { field: 'name' },
    });
  });

  it('refuses an invalid policy', () => {
    expect(validateTenantInput({ ...base, policy: { tools: { x: { deny: 'yes' } } } })).toMatchObject({
      ok: false,
      code: 'GATEWAY_INVALID_POLICY',
    });
  });

  it('answers a canonical zone name without building a date formatter', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isTimeZone('America/Lima')).toBe(true);
      expect(isTimeZone('America/Montevideo')).toBe(true);
      expect(formatter).not.toHaveBeenCalled();
      expect(isTimeZone('Etc/GMT+5')).toBe(true);
      expect(formatter).toHaveBeenCalledTimes(1);
    } finally {
      formatter.mockRestore();
    }
  });
});
