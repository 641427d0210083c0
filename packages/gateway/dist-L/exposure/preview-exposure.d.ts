import type { Lang } from '@asixto/contract';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { CatalogForResult } from './build-catalog.js';
import type { ExposureQuery, ExposureRejection } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';
/** Why a listed tool is missing from a catalog: a rejection of the decision, or a name clash. */
export type HiddenReason = Exclude<ExposureRejection, 'unknown_tool' | 'other_company'> | 'shadowed';
export interface HiddenTool {
    serverId: string;
    tool: string;
    prefixedName: string;
    reason: HiddenReason;
}
export interface ExposurePreview {
    catalog: Omit<CatalogForResult, 'requestId'>;
    hidden: HiddenTool[];
}
/**
 * The catalog exactly as `catalogFor` builds it ({@link buildCatalog}) and, for every other listed
 * tool, the reason from {@link decideExposure}, the one decision; `shadowed` when an earlier server
 * already exposes the same name (the rule `buildCatalog` and the call resolver apply). A server
 * whose listing is unavailable has no tools to show. Pure.
 */
export declare function previewExposure(sources: readonly ExposureSource[], query: ExposureQuery, policy: TenantPolicy, lang: Lang): ExposurePreview;
//# sourceMappingURL=preview-exposure.d.ts.map