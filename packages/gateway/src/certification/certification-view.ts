import type { Lang } from '@asixto/contract';
import type { CertificationSummary } from './certification-summary.js';

/** How a certification is shown: the language of its findings (the gateway's own by default). */
export interface CertificationViewOptions {
  lang?: Lang;
}

export interface CertificationView extends CertificationSummary {
  serverId: string;
  /** The full certify report (findings, listed tools) of the latest run. */
  report: unknown;
}
