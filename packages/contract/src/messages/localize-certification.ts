import { localizeFinding } from '../rules/localize-finding.js';
import type { Finding } from '../rules/finding.js';
import { CERTIFY_MESSAGES, CONSOLE_ADVICE } from './certify-messages.js';
import type { MessageAudience } from './certify-messages.js';
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

function render(ref: CertifyMessageRef, fallback: string, lang: Lang, audience: MessageAudience): string {
  const id = ref.messageId;
  if (id === undefined || !Object.hasOwn(CERTIFY_MESSAGES, id)) return fallback;
  const own = id as keyof typeof CERTIFY_MESSAGES;
  const shown =
    audience === 'console' && Object.hasOwn(CONSOLE_ADVICE, own)
      ? CONSOLE_ADVICE[own as keyof typeof CONSOLE_ADVICE]
      : own;
  return renderMessage(CERTIFY_MESSAGES, shown, lang, ref.data);
}

/**
 * A certification report in another language, or for another audience: findings, skipped checks
 * and the fatal reason are rendered again from the message ids they carry; texts without one stay
 * as they are. For the `console` audience, advice about CLI flags becomes advice about the
 * console's pages ({@link CONSOLE_ADVICE}). Pure, so a host that stored a report (the gateway) can
 * show it in the language each reader asks for.
 *
 * @example
 * const english = localizeCertification(report, 'en'); // same report, English words
 * const shown = localizeCertification(report, 'es', { audience: 'console' }); // no `--token`
 */
export function localizeCertification<R extends LocalizableCertification>(
  report: R,
  lang: Lang,
  { audience = 'cli' }: { audience?: MessageAudience } = {},
): R {
  const fatal = report.fatal && {
    ...report.fatal,
    message: render(report.fatal, report.fatal.message, lang, audience),
  };
  const out: R = {
    ...report,
    lang,
    findings: report.findings.map((f) => {
      // A finding that carries the fatal reason as its detail (the verdict's sentence) says it anew.
      const carriesFatal = fatal !== undefined && f.data?.detail === report.fatal?.message;
      return localizeFinding(carriesFatal ? { ...f, data: { ...f.data, detail: fatal.message } } : f, lang);
    }),
    skipped: report.skipped.map((s) => ({ ...s, reason: render(s, s.reason, lang, audience) })),
  };
  if (fatal) out.fatal = fatal;
  return out;
}
