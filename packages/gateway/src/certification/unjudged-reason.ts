import type { CertificationReportLike } from './certification-summary.js';

/** The code recorded for a run whose `tools/list` could not be read (over its bound, timed out, refused). */
export const LISTING_FAILED = 'GATEWAY_LISTING_FAILED';

/**
 * Why a certification run could not judge the server's tools, or `undefined` when it did. A run
 * judges them when it read the catalog: a `fatal` run did not, nor did one whose `tools/list`
 * failed before any tool was read (the engine reports that as a failed `server-tools-list`; a
 * 50 MB listing cut at its bound is one). Such a run keeps the last good pins, as the bound's rule
 * says; a run that read the catalog and found blocking violations replaces them.
 */
export function unjudgedReason(
  report: CertificationReportLike,
): { code: string; message: string } | undefined {
  if (report.fatal) return report.fatal;
  if (report.tools.length > 0) return undefined;
  const listing = report.findings.find(
    (f) => f.rule === 'server-tools-list' && !f.ok && f.tool === undefined,
  );
  return listing ? { code: LISTING_FAILED, message: listing.message } : undefined;
}
