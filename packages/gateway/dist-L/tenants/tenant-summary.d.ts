import type { TenantSummary } from '../gateway-types.js';
import type { ServerStatus } from '../registry/registry-store.js';
import type { Tenant } from './tenant.js';
/** A tenant with how many servers it has in each status. */
export declare function summarizeTenant(tenant: Tenant, statuses: readonly ServerStatus[]): TenantSummary;
//# sourceMappingURL=tenant-summary.d.ts.map