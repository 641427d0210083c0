import { fatalReport } from '@asixto/certify';
import { describe, expect, it } from 'vitest';
import { reportInLanguage } from './report-in-language.js';

describe('reportInLanguage', () => {
  it('renders a stored report again in the language asked for, and leaves it as stored otherwise', () => {
    const stored = fatalReport(
      'https://t.example/mcp',
      { code: 'CERTIFY_TIMEOUT', detail: '10 s' },
      'es',
      0,
      1,
    );
    expect(reportInLanguage(stored, 'en').fatal?.message).toBe('The server did not answer in time: 10 s');
    expect(reportInLanguage(stored, 'en').lang).toBe('en');
    expect(reportInLanguage(stored, undefined)).toEqual(stored);
    expect(reportInLanguage({ findings: 'x' }, 'en')).toEqual({ findings: 'x' });
    expect(reportInLanguage(null, 'en')).toBeNull();
  });

  it("gives the console's advice, not the certifier's flags, whatever the language", () => {
    const refused = fatalReport(
      'https://t.example/mcp',
      { code: 'CERTIFY_TOKEN_REJECTED', detail: 'HTTP 401' },
      'es',
      0,
      1,
    );
    expect(refused.fatal?.message).toContain('--token');
    for (const lang of ['es', 'en', undefined] as const) {
      const shown = reportInLanguage(refused, lang);
      expect(JSON.stringify(shown)).not.toMatch(/--token|ASIXTO_CERTIFY_TOKEN/);
    }
  });
});
