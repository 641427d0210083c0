import type { PreparedTool } from '../catalog/prepared-tool.js';
import type { GatewayLogger } from '../logger.js';
/** Why a tenant's exposed catalog may have changed. */
export type CatalogChangeReason = 'listing' | 'certification' | 'removal' | 'policy';
export interface CatalogChangeEvent {
    company: string;
    reason: CatalogChangeReason;
    serverId?: string;
}
export type CatalogChangeListener = (event: CatalogChangeEvent) => void;
/**
 * Tells listeners (the MCP endpoint's `notifications/tools/list_changed`) when what a tenant's
 * catalog can expose changed: a listing whose tools, definitions or pins differ from the previous
 * one (a rug pull withheld included), a listing lost after expiry, a certification, a removal, a
 * policy update. A listing identical to the previous one (a TTL refresh) says nothing, so clients
 * are not sent to re-list every 15 minutes.
 */
export interface CatalogChanges {
    /** Listens to one company's changes; returns the unsubscribe function (idempotent). */
    subscribe(company: string, listener: CatalogChangeListener): () => void;
    /** A server's tools as just listed (`undefined`: it exposes nothing any more). */
    listed(serverId: string, company: string, tools: readonly PreparedTool[] | undefined): void;
    /** Something other than a listing changed the company's catalog. */
    changed(company: string, reason: Exclude<CatalogChangeReason, 'listing'>, serverId?: string): void;
}
export declare function createCatalogChanges(logger: GatewayLogger): CatalogChanges;
//# sourceMappingURL=catalog-changes.d.ts.map