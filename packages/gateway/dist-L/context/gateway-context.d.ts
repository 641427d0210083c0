import type { AccessLevel, Channel, Lang, ScenarioKey } from '@asixto/contract';
import type { Tenant } from '../tenants/tenant.js';
/**
 * What the agent runtime sends with every catalog request and every call. `currency`, `timezone`
 * and `priceListId` default to the tenant's values (null price list); `requestId` is generated
 * when absent; `lang` (es|en) only selects the language of the gateway's own texts.
 */
export interface GatewayContextInput {
    company: string;
    conversationId: string;
    channel: Channel;
    scenario: ScenarioKey;
    agentLevel: AccessLevel;
    priceListId?: string | null;
    currency?: string;
    timezone?: string;
    requestId?: string;
    /** W3C trace context, forwarded upstream in `_meta.traceparent`. */
    traceparent?: string;
    lang?: Lang;
}
/** A validated context, tenant defaults filled in. */
export interface GatewayContext {
    company: string;
    conversationId: string;
    channel: Channel;
    scenario: ScenarioKey;
    agentLevel: AccessLevel;
    priceListId: string | null;
    currency: string;
    timezone: string;
    requestId: string;
    traceparent?: string;
    lang: Lang;
}
/** Reads the company of a raw context (to find the tenant) or throws GATEWAY_INVALID_CONTEXT. */
export declare function contextCompany(input: unknown): string;
/**
 * Validates a raw context against the tenant it names. Throws GatewayError
 * `GATEWAY_INVALID_CONTEXT` naming the first field at fault.
 */
export declare function parseGatewayContext(input: unknown, tenant: Tenant): GatewayContext;
//# sourceMappingURL=gateway-context.d.ts.map