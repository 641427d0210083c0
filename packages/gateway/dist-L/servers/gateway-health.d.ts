import type { GatewayHealth } from '../gateway-types.js';
import type { ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';
export declare const EMPTY_BY_STATUS: () => Record<ServerStatus, number>;
/**
 * The health of a running gateway: `failing` when its own registry file cannot be written,
 * `degraded` when some server is degraded or has its breaker open, or a shared engine is lost
 * (the gateway itself still serves from memory), else `ok`.
 */
export declare function summarizeHealth(input: {
    servers: Iterable<ServerState>;
    statusOf(state: ServerState): ServerStatus;
    tenants: number;
    storageProblem: string | undefined;
    /** Whether the registry is a shared engine, whose loss degrades (see `RegistryStore.shared`). */
    sharedStorage?: boolean;
    /** Engines lost at run time (notice feed, shared cache, coordination): each degrades. */
    engineProblems?: readonly string[];
}): GatewayHealth;
//# sourceMappingURL=gateway-health.d.ts.map