import type { Lang } from '@asixto/contract';
import type { CertifyErrorCode } from '../errors.js';
import { fatalOf } from './fatal-message.js';
import type { Report } from './report.js';
import { skippedCheck } from './report.js';

/**
 * The report of a certification that produced none: no findings, no tools, `fatal` with the
 * code's message. For a host that ran the engine out of reach (the gateway's certify worker,
 * stopped or crashed) and must still record the run the way the engine records one that could
 * not start.
 *
 * @example
 * fatalReport('https://tools.acme.co/mcp', { code: 'CERTIFY_TIMEOUT', detail: 'stopped' }, 'en', t0, t1)
 *   .fatal; // { code: 'CERTIFY_TIMEOUT', message: 'The server did not answer in time: stopped' }
 */
export function fatalReport(
  url: string,
  error: { code: CertifyErrorCode; detail: string },
  lang: Lang,
  startedAt: number,
  endedAt: number,
): Report {
  return {
    url,
    era: 'unknown',
    summary: { passed: 0, blocking: 0, warnings: 0 },
    idempotency: 'not_verified',
    findings: [],
    tools: [],
    skipped: [skippedCheck('skipFatal', lang)],
    lang,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: endedAt - startedAt,
    fatal: fatalOf(error.code, error.detail, lang),
  };
}
