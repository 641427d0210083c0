import type { CertificationReportLike } from '../certification/certification-summary.js';
import type { ServerView } from '../gateway-types.js';
import type { CertificationRecord, ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';

/** What the administration API shows of a server: never its credential. */
export function toServerView(
  state: ServerState,
  status: ServerStatus,
  last: CertificationRecord | undefined,
  now: number,
): ServerView {
  const r = state.record;
  return {
    id: r.id,
    company: r.company,
    url: r.url,
    era: r.era,
    status,
    hasCredential: r.credential !== null,
    authType: state.tokens !== undefined ? 'oauth' : state.token !== undefined ? 'bearer' : null,
    ...(state.tokens === undefined ? {} : { oauth: { ...state.tokens.status } }),
    certifiedTools: [...(state.health.pins?.certified ?? [])],
    changedTools: [...state.health.changedTools],
    lastCertification: last ? lastCertificationOf(last) : null,
    breaker: state.upstream.breaker,
    leaks: state.leaks.summary(now),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function lastCertificationOf(last: CertificationRecord): NonNullable<ServerView['lastCertification']> {
  // Stored reports come from any earlier version of the certifier: read them defensively.
  const report = last.report as Partial<CertificationReportLike> | undefined;
  const counts = report?.summary;
  return {
    certifiedAt: last.certifiedAt,
    summary: {
      passed: counts?.passed ?? 0,
      blocking: counts?.blocking ?? 0,
      warnings: counts?.warnings ?? 0,
    },
    ...(report?.fatal ? { fatal: { code: report.fatal.code, message: report.fatal.message } } : {}),
  };
}
