import type { PreparedTool, ToolPins } from '../catalog/prepared-tool.js';
import type { ToolRow } from '../gateway-types.js';
import type { RegistryStore } from '../registry/registry-store.js';
import type { Tenant } from '../tenants/tenant.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { ServerState } from './server-state.js';
/**
 * The rows an operator sees for a server's listing: name, level (after the tenant's override),
 * scenarios, verb and pin. Descriptions and schemas stay out: they are the tenant's text.
 */
export declare function toolRows(serverId: string, tools: readonly PreparedTool[], policy: TenantPolicy): ToolRow[];
/**
 * The tools a certification report listed, prepared like a listing (malformed or duplicate entries
 * and names no provider accepts are left out): what an operator sees of a server that is not
 * listed for agents (nothing certified), without contacting it.
 */
export declare function toolsOfReport(report: unknown, company: string, pins: ToolPins | undefined): PreparedTool[];
/**
 * A server's rows for the console: its cached listing (listed again when expired), or, for a server
 * with nothing certified, which is not contacted for this (as on an agent's turn), the tools of its
 * last certification report.
 */
export declare function serverToolRows(state: ServerState, tenant: Tenant, store: Pick<RegistryStore, 'latestCertification'>): Promise<ToolRow[]>;
//# sourceMappingURL=tool-rows.d.ts.map