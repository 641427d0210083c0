import type { Lang } from '@asixto/contract';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { CatalogForResult } from './build-catalog.js';
import type { ExposureQuery } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';
type Built = Omit<CatalogForResult, 'requestId'>;
/**
 * Remembers the last catalog built per company and (scenario, level, channel, lang). A memo is
 * valid only while every source entry and the policy are the very same objects: any refresh,
 * re-pin or policy change makes new objects, so a stale answer cannot be served. Turns the
 * per-turn filter into a check of one reference per server.
 */
export interface CatalogMemo {
    get(company: string, query: ExposureQuery, lang: Lang, sources: readonly ExposureSource[], policy: TenantPolicy): Built | undefined;
    set(company: string, query: ExposureQuery, lang: Lang, sources: readonly ExposureSource[], policy: TenantPolicy, built: Built): void;
}
export declare function createCatalogMemo(): CatalogMemo;
export {};
//# sourceMappingURL=catalog-memo.d.ts.map