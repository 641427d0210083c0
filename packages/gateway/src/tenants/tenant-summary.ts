import type { ServerStatus } from '../registry/registry-store.js';
import type { Tenant } from './tenant.js';

/** A tenant with how many servers it has, by status (for an operator's list). */
export interface TenantSummary extends Tenant {
  servers: { total: number; byStatus: Partial<Record<ServerStatus, number>> };
}

/** A tenant with how many servers it has in each status. */
export function summarizeTenant(tenant: Tenant, statuses: readonly ServerStatus[]): TenantSummary {
  const byStatus: TenantSummary['servers']['byStatus'] = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return { ...tenant, servers: { total: statuses.length, byStatus } };
}
