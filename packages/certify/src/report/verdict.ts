import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import type { Report } from '../engine/report.js';

/** The closing lines every human report shares: verdict, era, idempotency and one count line. */
export function verdictLines(report: Report): {
  verdict: string;
  era: string;
  idempotency: string;
  counts: string;
} {
  const { lang } = report;
  const verdict = report.fatal
    ? `${renderMessage(CERTIFY_MESSAGES, 'verdictFatal', lang, { code: report.fatal.code })}: ${report.fatal.message}`
    : report.summary.blocking > 0
      ? renderMessage(CERTIFY_MESSAGES, 'verdictFail', lang, { blocking: report.summary.blocking })
      : renderMessage(CERTIFY_MESSAGES, 'verdictPass', lang);
  const eraId = report.era === 'modern' ? 'eraModern' : report.era === 'legacy' ? 'eraLegacy' : 'eraUnknown';
  const era = renderMessage(CERTIFY_MESSAGES, 'eraLine', lang, {
    era: renderMessage(CERTIFY_MESSAGES, eraId, lang),
  });
  const stateId =
    report.idempotency === 'verified'
      ? 'idempotencyVerified'
      : report.idempotency === 'failed'
        ? 'idempotencyFailed'
        : 'idempotencyNotVerified';
  const idempotency = renderMessage(CERTIFY_MESSAGES, 'idempotencyLine', lang, {
    state: renderMessage(CERTIFY_MESSAGES, stateId, lang),
  });
  const counts = renderMessage(CERTIFY_MESSAGES, 'countLine', lang, {
    ...report.summary,
    skipped: report.skipped.length,
    duration: report.durationMs,
  });
  return { verdict, era, idempotency, counts };
}
