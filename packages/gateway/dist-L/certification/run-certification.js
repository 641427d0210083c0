import { summarizeCertification } from './certification-summary.js';
import { pinsFromReport } from './pins-from-report.js';
/**
 * Certifies one server with the certify engine (read-only: writes are never executed from the
 * gateway), records the run, and pins the definitions of the tools that passed. A run that could
 * not judge the server (unreachable, refused) keeps the previous pins, so an outage during
 * recertification does not withdraw tools that were fine. Lists the server again afterwards, so
 * the status reflects the new pins.
 */
export async function runCertification(state, deps) {
    const { id, company, url } = state.record;
    const started = deps.now();
    // Loaded at the first certification, not at start: the engine, its rule catalog and its own MCP
    // client are ~15 MiB of a gateway that, once its servers are certified, seldom runs it again.
    const { certifiedToolNames, certify } = await import('@asixto/certify');
    const report = await certify(url, {
        ...(state.token !== undefined ? { token: state.token } : {}),
        allowWrites: false,
        lang: deps.lang,
        timeoutMs: deps.timeoutMs,
        fetch: deps.fetch,
    });
    const usable = report.fatal === undefined;
    const certified = usable ? certifiedToolNames(report) : [];
    const { hashes, pins } = pinsFromReport(usable ? report.tools : [], certified);
    const certifiedAt = new Date(deps.now()).toISOString();
    await deps.store.insertCertification({
        serverId: id,
        certifiedAt,
        report,
        toolHashes: hashes,
        certifiedTools: [...pins.certified],
        usable,
    });
    if (usable) {
        state.health.certified(pins);
        await deps.lifecycle.persist(state, { era: report.era });
    }
    else {
        state.health.unjudged();
    }
    state.catalog.repin();
    await state.catalog.refresh('certification');
    deps.lifecycle.updateStatus(state);
    const status = deps.lifecycle.statusOf(state);
    deps.logger.info({
        serverId: id,
        company,
        status,
        era: report.era,
        certifiedTools: [...pins.certified],
        blocking: report.summary.blocking,
        fatal: report.fatal?.code,
        durationMs: deps.now() - started,
    }, 'server certified');
    const kept = usable ? [...pins.certified] : [...(state.health.pins?.certified ?? [])];
    return summarizeCertification(report, kept, status, certifiedAt);
}
//# sourceMappingURL=run-certification.js.map