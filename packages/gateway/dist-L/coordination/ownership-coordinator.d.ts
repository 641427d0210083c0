/** What the gateway tells a coordinator, and hears back from it. */
export interface OwnershipHooks {
    /** Every server this process runs (all of the registry: each instance runs every server). */
    servers(): Iterable<string>;
    /** This instance took over (`true`) or handed over (`false`) a server's duties. */
    changed(serverId: string, owned: boolean): void;
}
/**
 * Decides which instance does each server's duties (the `subscriptions/listen` stream, the
 * periodic listing): exactly one live instance per server, so a deployment of N instances lists
 * and follows a server once, not N times.
 */
export interface OwnershipCoordinator {
    /** True when other instances share the work (a proactive refresh then keeps the shared cache warm). */
    readonly shared: boolean;
    start(hooks: OwnershipHooks): Promise<void>;
    /** Whether this instance does `serverId`'s duties now. */
    owns(serverId: string): boolean;
    /** Why coordination is impaired (each instance then does every duty itself), or undefined. */
    problem(): string | undefined;
    close(): Promise<void>;
}
/** One process: it owns every server. */
export declare function createSingleProcessCoordinator(): OwnershipCoordinator;
//# sourceMappingURL=ownership-coordinator.d.ts.map