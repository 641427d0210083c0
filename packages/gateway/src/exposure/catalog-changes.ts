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

/** What of a listing exposure depends on, in order: names, definitions and pin states. */
function signatureOf(tools: readonly PreparedTool[] | undefined): string {
  if (tools === undefined) return '';
  return tools.map((t) => `${t.name}\u0000${t.hash}\u0000${t.pin}`).join('\u0001');
}

export function createCatalogChanges(logger: GatewayLogger): CatalogChanges {
  const listeners = new Map<string, Set<CatalogChangeListener>>();
  const signatures = new Map<string, string>();

  function emit(event: CatalogChangeEvent): void {
    for (const listener of [...(listeners.get(event.company) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        // A listener's fault must not stop the others nor the refresh that reported the change.
        logger.warn({ ...event, err: (error as Error)?.message }, 'catalog change listener threw');
      }
    }
  }

  return {
    subscribe(company, listener) {
      let set = listeners.get(company);
      if (!set) listeners.set(company, (set = new Set()));
      set.add(listener);
      return () => {
        const current = listeners.get(company);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(company);
      };
    },
    listed(serverId, company, tools) {
      const signature = signatureOf(tools);
      if (signatures.get(serverId) === signature) return;
      signatures.set(serverId, signature);
      emit({ company, reason: 'listing', serverId });
    },
    changed(company, reason, serverId) {
      if (reason === 'removal' && serverId !== undefined) signatures.delete(serverId);
      emit({ company, reason, ...(serverId !== undefined ? { serverId } : {}) });
    },
  };
}
