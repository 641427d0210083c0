import type { AnthropicTool, McpTool, OpenAiTool } from '../catalog/provider-shapes.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { ExposureQuery } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';
import type { Lang } from '@asixto/contract';
/** What `catalogFor` returns: the same tools in three provider shapes, plus the verbs text. */
export interface CatalogForResult {
    tools: McpTool[];
    openai: OpenAiTool[];
    anthropic: AnthropicTool[];
    verbsText: string;
    requestId: string;
}
/**
 * Filters the tenant's prepared tools through {@link decideExposure}, servers in registration
 * order and each server's own order kept. When two servers list the same name, the first one
 * that exposes it wins (the call resolver applies the same rule).
 */
export declare function buildCatalog(sources: readonly ExposureSource[], query: ExposureQuery, policy: TenantPolicy, lang: Lang): Omit<CatalogForResult, 'requestId'>;
//# sourceMappingURL=build-catalog.d.ts.map