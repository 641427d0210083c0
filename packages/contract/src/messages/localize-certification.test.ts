import { describe, expect, it } from 'vitest';
import { checkTool } from '../rules/check-tool.js';
import { abrirCasoSoporte } from '../rules/__fixtures__/tools.js';
import { localizeCertification } from './localize-certification.js';

describe('localizeCertification', () => {
  it('renders findings, skipped checks and the fatal reason again from their ids; other texts stay', () => {
    const tool = { ...abrirCasoSoporte(), description: undefined };
    const report = {
      url: 'https://tools.example.com/mcp',
      lang: 'es' as const,
      findings: checkTool(tool, { lang: 'es' }),
      skipped: [
        { rule: 'call-idempotency', reason: 'x', messageId: 'skipNoWrites' },
        { reason: 'Sin id: queda igual' },
        { reason: 'id ajeno', messageId: 'notAMessage' },
      ],
      fatal: { code: 'CERTIFY_TIMEOUT', message: 'x', messageId: 'fatalTimeout', data: { detail: '5 s' } },
    };
    const english = localizeCertification(report, 'en');
    expect(english.lang).toBe('en');
    expect(english.url).toBe(report.url);
    expect(english.findings).toEqual(checkTool(tool, { lang: 'en' }));
    expect(english.skipped.map((s) => s.reason)).toEqual([
      'Idempotency not verified: run with --allow-writes against a test environment',
      'Sin id: queda igual',
      'id ajeno',
    ]);
    expect(english.fatal).toMatchObject({
      code: 'CERTIFY_TIMEOUT',
      message: 'The server did not answer in time: 5 s',
    });
    // The input is left as it was.
    expect(report.lang).toBe('es');
    expect(report.skipped[0]?.reason).toBe('x');
  });
});
