import { localizeFinding } from '../rules/localize-finding.js';
import type { Finding } from '../rules/finding.js';
import { CERTIFY_MESSAGES } from './certify-messages.js';
import { renderMessage } from './message-catalog.js';
import type { Lang, MessageData } from './message-catalog.js';

/** A text of a report that came from a `CERTIFY_MESSAGES` id, kept so it can be rendered again. */
export interface CertifyMessageRef {
  messageId?: string;
  data?: MessageData;
}

/** The parts of a certification report that are words (`@asixto/certify`'s `Report` has them). */
export interface LocalizableCertification {
  lang: Lang;
  findings: Finding[];
  skipped: ({ reason: string } & CertifyMessageRef)[];
  fatal?: { code: string; message: string } & CertifyMessageRef;
}

function render(ref: CertifyMessageRef, fallback: string, lang: Lang): string {
  const id = ref.messageId;
  if (id === undefined || !Object.hasOwn(CERTIFY_MESSAGES, id)) return fallback;
  return renderMessage(CERTIFY_MESSAGES, id as keyof typeof CERTIFY_MESSAGES, lang, ref.data);
}

/**
 * A certification report in another language: findings, skipped checks and the fatal reason are
 * rendered again from the message ids they carry; texts without one stay as they are. Pure, so a
 * host that stored a report (the gateway) can show it in the language each reader asks for.
 *
 * @example
 * const english = localizeCertification(report, 'en'); // same report, English words
 */
export function localizeCertification<R extends LocalizableCertification>(report: R, lang: Lang): R {
  const out: R = {
    ...report,
    lang,
    findings: report.findings.map((f) => localizeFinding(f, lang)),
    skipped: report.skipped.map((s) => ({ ...s, reason: render(s, s.reason, lang) })),
  };
  if (report.fatal)
    out.fatal = { ...report.fatal, message: render(report.fatal, report.fatal.message, lang) };
  return out;
}
