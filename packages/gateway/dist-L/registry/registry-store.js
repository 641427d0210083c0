export const SERVER_STATUSES = [
    'pending',
    'certified',
    'failed',
    'degraded',
    'needs_recertification',
];
//# sourceMappingURL=registry-store.js.map