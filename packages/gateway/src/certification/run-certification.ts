import type { Fixtures } from '@asixto/certify';
import type { Lang } from '@asixto/contract';
import type { GatewayLogger } from '../logger.js';
import type { RegistryStore } from '../registry/registry-store.js';
import type { ServerLifecycle } from '../servers/server-lifecycle.js';
import type { ServerState } from '../servers/server-state.js';
import type { Certifier } from './certifier.js';
import { summarizeCertification } from './certification-summary.js';
import type { CertificationSummary } from './certification-summary.js';
import { pinsFromReport } from './pins-from-report.js';
import { reportInLanguage } from './report-in-language.js';
import { unjudgedReason } from './unjudged-reason.js';

export interface RunCertificationDeps {
  store: RegistryStore;
  lifecycle: ServerLifecycle;
  logger: GatewayLogger;
  lang: Lang;
  /** Budget of each request the engine makes (a run makes many; see worker-certifier.ts for the run). */
  timeoutMs: number;
  /** Runs the engine: in this thread or in a worker (see certifier.ts). */
  certifier: Certifier;
  /** The operator's test data, and whether the server is a test environment where writes may run. */
  test?: { fixtures?: Fixtures; allowWrites: boolean };
  now(): number;
}

/**
 * Certifies one server with the certify engine (read-only unless its operator marked it a test
 * environment, with the operator's test data when there is some), records the run, and pins the definitions of the tools that passed. A run that could
 * not judge the server (unreachable, refused, its listing unreadable: see `unjudgedReason`) is
 * recorded with why and keeps the previous pins, so an outage or an oversized listing during
 * recertification does not withdraw tools that were fine. Lists the server again afterwards, so
 * the status reflects the new pins (a listing that fails again: `degraded`, last good catalog kept).
 */
export async function runCertification(
  state: ServerState,
  deps: RunCertificationDeps,
  /** The language of the summary returned (the run and its record are in `deps.lang`). */
  view: { lang?: Lang } = {},
): Promise<CertificationSummary> {
  const { id, company, url } = state.record;
  const started = deps.now();
  // An OAuth server is certified with a token of its own; without one the run reports the refusal.
  const token = state.tokens === undefined ? state.token : await state.tokens.token().catch(() => undefined);
  const outcome = await deps.certifier.certify(url, {
    ...(token !== undefined ? { token } : {}),
    ...(deps.test?.fixtures !== undefined ? { fixtures: deps.test.fixtures } : {}),
    allowWrites: deps.test?.allowWrites === true,
    lang: deps.lang,
    timeoutMs: deps.timeoutMs,
  });
  // A run without a report (stopped, or its engine or worker failed) is recorded as the engine
  // records one that could not start: fatal, so the previous pins are kept. Only then does this
  // thread load the engine's package (once) for it.
  const report = outcome.ok
    ? outcome.report
    : (await import('@asixto/certify')).fatalReport(
        url,
        { code: outcome.code, detail: outcome.detail },
        deps.lang,
        started,
        deps.now(),
      );
  const unjudged = unjudgedReason(report);
  const usable = unjudged === undefined;
  const certified = outcome.ok && usable ? outcome.certifiedTools : [];
  const { hashes, pins } = pinsFromReport(usable ? report.tools : [], certified);
  const certifiedAt = new Date(deps.now()).toISOString();
  // Recorded with why it could not judge, which the summary and the server's view then show.
  const recorded = unjudged === undefined || report.fatal ? report : { ...report, fatal: unjudged };
  await deps.store.insertCertification({
    serverId: id,
    certifiedAt,
    report: recorded,
    toolHashes: hashes,
    certifiedTools: [...pins.certified],
    usable,
  });
  if (usable) {
    state.health.certified(pins);
    await deps.lifecycle.persist(state, { era: report.era });
  } else {
    state.health.unjudged();
  }
  state.catalog.repin();
  await state.catalog.refresh('certification');
  deps.lifecycle.updateStatus(state);
  const status = deps.lifecycle.statusOf(state);
  deps.logger.info(
    {
      serverId: id,
      company,
      status,
      era: report.era,
      certifiedTools: [...pins.certified],
      blocking: report.summary.blocking,
      fatal: recorded.fatal?.code,
      durationMs: deps.now() - started,
    },
    'server certified',
  );
  const kept = usable ? [...pins.certified] : [...(state.health.pins?.certified ?? [])];
  return summarizeCertification(reportInLanguage(recorded, view.lang), kept, status, certifiedAt);
}
