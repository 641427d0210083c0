import { localizeCertification } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import { certify } from './certify.js';
import { fatalReport } from './fatal-report.js';
import { certifiedToolNames, exitCode } from './report.js';

describe('fatalReport', () => {
  it('is the report the engine itself gives a run that could not start', async () => {
    const engine = await certify('ftp://tools.example/mcp', { lang: 'en' });
    const built = fatalReport(
      'ftp://tools.example/mcp',
      { code: 'CERTIFY_INVALID_URL', detail: 'ftp://tools.example/mcp (scheme ftp:)' },
      'en',
      Date.parse(engine.startedAt),
      Date.parse(engine.startedAt) + engine.durationMs,
    );
    expect(built).toEqual(engine);
  });

  it('says why in the report language, certifies nothing and exits 2', () => {
    const report = fatalReport(
      'https://x.example/mcp',
      { code: 'CERTIFY_TIMEOUT', detail: 'parado' },
      'es',
      0,
      1500,
    );
    expect(report.fatal).toEqual({
      code: 'CERTIFY_TIMEOUT',
      message: 'El servidor no respondió a tiempo: parado',
      // What the message was rendered from, so a host can show it in English later.
      messageId: 'fatalTimeout',
      data: { detail: 'parado' },
    });
    expect(localizeCertification(report, 'en').fatal?.message).toBe(
      'The server did not answer in time: parado',
    );
    expect(localizeCertification(report, 'en').skipped[0]?.reason).toBe(
      'Nothing else was verified: the certification could not go on',
    );
    expect(report.durationMs).toBe(1500);
    expect(certifiedToolNames(report)).toEqual([]);
    expect(exitCode(report)).toBe(2);
  });
});
