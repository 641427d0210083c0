import type { CatalogForResult } from '../exposure/build-catalog.js';
import type { CatalogFormat } from './route-schemas.js';
/** Picks the provider shape the agent asked for out of the runtime's catalog (which has all three). */
export declare function selectCatalogFormat(catalog: CatalogForResult, format: CatalogFormat): {
    tools: CatalogForResult['tools'] | CatalogForResult['openai'] | CatalogForResult['anthropic'];
    verbsText: string;
};
//# sourceMappingURL=select-catalog-format.d.ts.map