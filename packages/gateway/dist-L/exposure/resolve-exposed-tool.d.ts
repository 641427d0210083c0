import type { PreparedTool } from '../catalog/prepared-tool.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { ExposureQuery, ExposureRejection } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';
/**
 * Pure lookup over one tenant's sources: the first server (registration order) that lists the
 * name and exposes it wins, as in `catalogFor`; otherwise the reason of the first server listing
 * it, or `unknown_tool` when none does.
 */
export declare function findExposedTool(sources: readonly ExposureSource[], toolName: string, query: ExposureQuery, policy: TenantPolicy): {
    source: ExposureSource;
    tool: PreparedTool;
} | {
    rejected: ExposureRejection;
};
//# sourceMappingURL=resolve-exposed-tool.d.ts.map