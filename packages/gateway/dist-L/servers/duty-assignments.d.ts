import type { OwnershipCoordinator } from '../coordination/ownership-coordinator.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerDirectory } from './server-directory.js';
import type { ServerState } from './server-state.js';
export interface DutyAssignments {
    /** Starts or stops the duties of `state` according to ownership now. */
    apply(state: ServerState): void;
    /** The coordinator's `changed` hook. */
    changed(serverId: string, owned: boolean): void;
    close(): void;
}
export declare function createDutyAssignments(deps: {
    coordinator: OwnershipCoordinator;
    directory: ServerDirectory;
    logger: GatewayLogger;
    /** Period of the owner's proactive listing (well within the catalog TTL). */
    refreshEveryMs: number;
}): DutyAssignments;
//# sourceMappingURL=duty-assignments.d.ts.map