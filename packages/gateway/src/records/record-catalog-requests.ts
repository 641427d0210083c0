import type { GatewayContextInput } from '../context/gateway-context.js';
import { isCompanySlug } from '../tenants/tenant.js';
import type { CatalogRequestEvent } from './call-records.js';

/**
 * The runtime with its `catalogFor` recorded: every catalog request, over `POST /v1/catalog` or the
 * MCP endpoint's `tools/list`, leaves a call record (kind `catalog`) with its outcome and latency.
 * A request for a company that does not exist leaves none (its name is untrusted text).
 */
export function recordingCatalogRequests<
  G extends { catalogFor(input: GatewayContextInput): Promise<unknown> },
>(gateway: G, record: (event: CatalogRequestEvent) => void): G {
  const catalogFor = async function catalogFor(input: GatewayContextInput) {
    const startedAt = performance.now();
    const done = (outcome: CatalogRequestEvent['outcome']): void => {
      if (!isCompanySlug(input.company)) return;
      record({
        company: input.company,
        requestId: typeof input.requestId === 'string' ? input.requestId.slice(0, 128) : '',
        outcome,
        latencyMs: Math.round((performance.now() - startedAt) * 1000) / 1000,
        ...(typeof input.conversationId === 'string' ? { conversationId: input.conversationId } : {}),
        ...(typeof input.keyId === 'string' ? { keyId: input.keyId } : {}),
      });
    };
    try {
      const result = await gateway.catalogFor(input);
      done('ok');
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // An invalid context is the request's fault; anything else, the gateway could not answer.
      if (code !== 'GATEWAY_UNKNOWN_COMPANY')
        done(code === 'GATEWAY_INVALID_CONTEXT' ? 'rejected' : 'unavailable');
      throw error;
    }
  };
  // The runtime is a plain object of closures: a copy with one method replaced behaves the same.
  return { ...gateway, catalogFor } as G;
}
