import { localizeCertification } from '@asixto/contract';
import type { Lang, LocalizableCertification } from '@asixto/contract';

function isLocalizable(report: unknown): report is LocalizableCertification {
  const r = report as Partial<LocalizableCertification> | null;
  return typeof r === 'object' && r !== null && Array.isArray(r.findings) && Array.isArray(r.skipped);
}

/**
 * A stored certify report in the language a reader asked for: the engine ran once, in the gateway's
 * language, and kept the message ids its words came from. Its readers are operators of the gateway
 * (the console, the admin API), never a CLI user: advice names the console's pages, not the
 * certifier's flags. Without a language, the report's own; a report that is not the engine's, as stored.
 *
 * @example
 * const shown = reportInLanguage(last.report, langOf(request));
 */
export function reportInLanguage<R>(report: R, lang: Lang | undefined): R {
  if (!isLocalizable(report)) return report;
  return localizeCertification(report, lang ?? report.lang, { audience: 'console' });
}
