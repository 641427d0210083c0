import type { TokenStatus } from '../oauth/token-provider.js';
import { DEFAULT_LANG } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import type { CertificationReportLike } from '../certification/certification-summary.js';
import { reportInLanguage } from '../certification/report-in-language.js';
import type { CertificationRecord, ServerEra, ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';
import type { BreakerState } from '../upstream/index.js';
import type { LeakSummary } from './leak-tally.js';

/** A server as read APIs show it: never the credential, only whether one is stored. */
export interface ServerView {
  id: string;
  company: string;
  url: string;
  era: ServerEra | null;
  status: ServerStatus;
  hasCredential: boolean;
  /** The kind of credential (`null`: none); its secret parts are never shown. */
  authType: 'bearer' | 'oauth' | null;
  /** The OAuth token's expiry and last refresh (with its error), for an OAuth server. */
  oauth?: TokenStatus;
  /** Whether the operator stored test data (never the data itself). */
  hasTestData: boolean;
  /** Whether the server is marked a test environment (certification runs its writes). */
  testEnvironment: boolean;
  certifiedTools: string[];
  /** Certified tools whose definition changed since certification: withheld until recertified. */
  changedTools: string[];
  /** The latest certification run (`null` before the first): when, its counts, why it could not run. */
  lastCertification: {
    certifiedAt: string;
    summary: { passed: number; blocking: number; warnings: number };
    fatal?: { code: string; message: string };
  } | null;
  /** The state of the circuit breaker of its calls. */
  breaker: BreakerState;
  /** Answers this instance's result guard had to clean lately (traces, secrets): a server that keeps leaking. */
  leaks: LeakSummary;
  createdAt: string;
  updatedAt: string;
}

/** What the administration API shows of a server: never its credential. */
export function toServerView(
  state: ServerState,
  status: ServerStatus,
  last: CertificationRecord | undefined,
  now: number,
  /** The reader's language (the gateway's when absent) for the words of the last run's fatal reason. */
  lang?: Lang,
): ServerView {
  const r = state.record;
  return {
    id: r.id,
    company: r.company,
    url: r.url,
    era: r.era,
    status,
    hasCredential: r.credential !== null,
    hasTestData: r.testData !== null,
    testEnvironment: r.testEnvironment,
    authType: state.tokens !== undefined ? 'oauth' : state.token !== undefined ? 'bearer' : null,
    ...(state.tokens === undefined ? {} : { oauth: { ...state.tokens.status } }),
    certifiedTools: [...(state.health.pins?.certified ?? [])],
    changedTools: [...state.health.changedTools],
    lastCertification: last ? lastCertificationOf(last, lang) : null,
    breaker: state.upstream.breaker,
    leaks: state.leaks.summary(now),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function lastCertificationOf(
  last: CertificationRecord,
  lang: Lang | undefined,
): NonNullable<ServerView['lastCertification']> {
  // Stored reports come from any earlier version of the certifier: read them defensively.
  const stored = last.report as Partial<CertificationReportLike & { lang: Lang }> | undefined;
  // Only the fatal reason is shown here: it alone is said again, in the reader's words.
  const report = stored?.fatal
    ? {
        ...stored,
        ...reportInLanguage(
          { lang: stored.lang ?? DEFAULT_LANG, findings: [], skipped: [], fatal: stored.fatal },
          lang,
        ),
      }
    : stored;
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
