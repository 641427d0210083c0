export const EMPTY_BY_STATUS = () => ({
    pending: 0,
    certified: 0,
    failed: 0,
    degraded: 0,
    needs_recertification: 0,
});
/**
 * The health of a running gateway: `failing` when its own registry file cannot be written,
 * `degraded` when some server is degraded or has its breaker open, or a shared engine is lost
 * (the gateway itself still serves from memory), else `ok`.
 */
export function summarizeHealth(input) {
    const problems = [];
    if (input.storageProblem !== undefined)
        problems.push(`registry not writable: ${input.storageProblem}`);
    problems.push(...(input.engineProblems ?? []));
    const byStatus = EMPTY_BY_STATUS();
    const detail = [];
    for (const state of input.servers) {
        const status = input.statusOf(state);
        const breaker = state.upstream.breaker;
        byStatus[status]++;
        detail.push({ id: state.record.id, company: state.record.company, status, breaker });
        if (status === 'degraded')
            problems.push(`server ${state.record.id} degraded`);
        if (breaker !== 'closed')
            problems.push(`server ${state.record.id} breaker ${breaker}`);
    }
    const failing = input.storageProblem !== undefined && !input.sharedStorage;
    const status = failing ? 'failing' : problems.length > 0 ? 'degraded' : 'ok';
    return { status, problems, tenants: input.tenants, servers: { total: detail.length, byStatus, detail } };
}
//# sourceMappingURL=gateway-health.js.map