/**
 * The one place a server's status is derived, in priority order: never judged → pending; nothing
 * certified → failed; last refresh failed → degraded; a certified tool changed →
 * needs_recertification; else certified.
 */
export function deriveServerStatus(facts) {
    if (facts.certification === 'none')
        return 'pending';
    if (facts.certification === 'failed')
        return 'failed';
    if (!facts.refreshOk)
        return 'degraded';
    if (facts.changedTools > 0)
        return 'needs_recertification';
    return 'certified';
}
//# sourceMappingURL=derive-server-status.js.map