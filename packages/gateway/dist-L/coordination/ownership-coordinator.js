/** One process: it owns every server. */
export function createSingleProcessCoordinator() {
    return {
        shared: false,
        start: () => Promise.resolve(),
        owns: () => true,
        problem: () => undefined,
        close: () => Promise.resolve(),
    };
}
//# sourceMappingURL=ownership-coordinator.js.map