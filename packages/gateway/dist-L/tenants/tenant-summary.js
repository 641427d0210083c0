/** A tenant with how many servers it has in each status. */
export function summarizeTenant(tenant, statuses) {
    const byStatus = {};
    for (const status of statuses)
        byStatus[status] = (byStatus[status] ?? 0) + 1;
    return { ...tenant, servers: { total: statuses.length, byStatus } };
}
//# sourceMappingURL=tenant-summary.js.map