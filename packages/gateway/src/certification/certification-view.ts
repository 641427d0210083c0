import type { Lang } from '@asixto/contract';
import type { CertificationRecord, ServerStatus } from '../registry/registry-store.js';
import { summarizeCertification } from './certification-summary.js';
import type { CertificationReportLike, CertificationSummary } from './certification-summary.js';
import { reportInLanguage } from './report-in-language.js';

/** How a certification is shown: the language of its findings (the gateway's own by default). */
export interface CertificationViewOptions {
  lang?: Lang;
}

export interface CertificationView extends CertificationSummary {
  serverId: string;
  /** The full certify report (findings, listed tools) of the latest run. */
  report: unknown;
}

/** A server's latest certification as read APIs show it, its findings in `lang` when given. */
export function certificationView(
  serverId: string,
  status: ServerStatus,
  last: CertificationRecord,
  { lang }: CertificationViewOptions = {},
): CertificationView {
  const report = reportInLanguage(last.report, lang);
  const summary = summarizeCertification(
    report as CertificationReportLike,
    last.certifiedTools,
    status,
    last.certifiedAt,
  );
  return { ...summary, serverId, report };
}
