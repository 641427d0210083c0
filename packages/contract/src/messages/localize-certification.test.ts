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

describe('localizeCertification for the console', () => {
  const base = {
    lang: 'es' as const,
    findings: [
      {
        rule: 'server-discover',
        level: 'DEBE' as const,
        ok: false,
        heuristic: false,
        message: 'x',
        messageId: 'failed',
        data: {
          detail: 'El servidor rechazó el token dado: revise --token o ASIXTO_CERTIFY_TOKEN (u: HTTP 401)',
        },
      },
    ],
    skipped: [
      {
        reason: 'Idempotencia no verificada: ejecute con --allow-writes contra un entorno de pruebas',
        messageId: 'skipNoWrites',
      },
    ],
    fatal: {
      code: 'CERTIFY_TOKEN_REJECTED',
      message: 'El servidor rechazó el token dado: revise --token o ASIXTO_CERTIFY_TOKEN (u: HTTP 401)',
      messageId: 'fatalTokenRejected',
      data: { detail: 'u: HTTP 401' },
    },
  };

  it('gives console advice instead of CLI flags, in each language, the CLI wording kept by default', () => {
    for (const lang of ['es', 'en'] as const) {
      const shown = localizeCertification(base, lang, { audience: 'console' });
      const words = JSON.stringify([shown.fatal, shown.skipped, shown.findings]);
      expect(words).not.toMatch(/--token|--allow-writes|--fixtures|ASIXTO_CERTIFY_TOKEN/);
      expect(shown.fatal?.message).toContain(lang === 'es' ? 'reemplácela' : 'replace it');
      // The verdict's sentence inside the discover finding follows too.
      expect(shown.findings[0]?.message).toContain(shown.fatal?.message);
      expect(shown.skipped[0]?.reason).toContain(lang === 'es' ? 'entorno de pruebas' : 'test environment');
    }
    expect(localizeCertification(base, 'en').fatal?.message).toContain('--token');
  });
});
