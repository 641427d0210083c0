import type { Tenant } from '../tenants/tenant.js';
import type { ServerState } from './server-state.js';
/**
 * The tenants and servers this process runs, by company and by id. Servers of a company keep
 * their registration order (exposure's order); a re-registered server keeps its place.
 */
export declare class ServerDirectory {
    #private;
    readonly tenants: Map<string, Tenant>;
    get serverCount(): number;
    servers(): IterableIterator<ServerState>;
    /** The company's servers, in registration order. */
    serversOf(company: string): readonly ServerState[];
    server(serverId: string): ServerState | undefined;
    /** Whether `state` is the one run for its id (not replaced by a re-registration, not removed). */
    isCurrent(state: ServerState): boolean;
    attach(state: ServerState): void;
    /** Stops running `state` under its id (a removed server). */
    detach(state: ServerState): void;
    requireTenant(company: string): Tenant;
    requireServer(serverId: string): ServerState;
}
//# sourceMappingURL=server-directory.d.ts.map