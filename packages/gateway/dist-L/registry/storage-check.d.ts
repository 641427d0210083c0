/**
 * Remembers whether the registry could be written on the last check, and checks again at most
 * once per `intervalMs`: `/healthz` is polled often and the check is a real write.
 */
export declare function createStorageCheck(check: () => Promise<void>, now: () => number, intervalMs?: number): {
    problem(): Promise<string | undefined>;
};
//# sourceMappingURL=storage-check.d.ts.map