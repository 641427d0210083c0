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
    expect(reportInLanguage(stored, undefined)).toBe(stored);
    expect(reportInLanguage({ findings: 'x' }, 'en')).toEqual({ findings: 'x' });
    expect(reportInLanguage(null, 'en')).toBeNull();
  });
});
