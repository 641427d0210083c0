import { describe, expect, it } from 'vitest';
import { cachedDateTimeFormat, cachedNumberFormat, intlCacheSize } from './intl-cache.js';

describe('intl cache', () => {
  it('builds one formatter per (locale, options) and reuses it', () => {
    const a = cachedDateTimeFormat('en-US', { timeZone: 'America/Bogota' });
    expect(cachedDateTimeFormat('en-US', { timeZone: 'America/Bogota' })).toBe(a);
    expect(cachedDateTimeFormat('en-US', { timeZone: 'America/Lima' })).not.toBe(a);
    expect(cachedDateTimeFormat('es-CO', { timeZone: 'America/Bogota' })).not.toBe(a);
    const n = cachedNumberFormat('es-CO', { useGrouping: 'always', maximumFractionDigits: 0 });
    expect(cachedNumberFormat('es-CO', { useGrouping: 'always', maximumFractionDigits: 0 })).toBe(n);
    expect(n.format(89900)).toBe('89.900');
    expect(cachedNumberFormat('es-CO', { useGrouping: 'always', maximumFractionDigits: 2 })).not.toBe(n);
  });

  it('throws what Intl throws and caches nothing for it', () => {
    const before = intlCacheSize().dateTimeFormats;
    expect(() => cachedDateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(intlCacheSize().dateTimeFormats).toBe(before);
  });

  it('stays bounded however many distinct zones the calls carry', () => {
    // Intl accepts zone names in any letter case, so distinct valid keys are practically unlimited.
    const variants = Array.from({ length: 200 }, (_, i) =>
      [...'america/bogota'].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join(''),
    );
    for (const timeZone of new Set(variants)) cachedDateTimeFormat('en-US', { timeZone });
    expect(intlCacheSize().dateTimeFormats).toBeLessThanOrEqual(64);
    expect(intlCacheSize().dateTimeFormats).toBeGreaterThan(0);
  });
});
