import type { CatalogEntry } from '../catalog/catalog-cache.js';
/** One server of a tenant as exposure sees it: identity plus its cached, prepared listing. */
export interface ExposureSource {
    server: {
        id: string;
        company: string;
    };
    entry: CatalogEntry | undefined;
}
//# sourceMappingURL=exposure-source.d.ts.map