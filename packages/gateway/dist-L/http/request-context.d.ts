import type { Lang, ScenarioKey } from '@asixto/contract';
import type { GatewayContextInput } from '../context/gateway-context.js';
/** A request id for the response and the logs: the caller's `x-request-id` when usable, else new. */
export declare function requestIdFromHeader(header: string | string[] | undefined): string;
/** The `traceparent` header when it is a valid W3C value; an invalid one is ignored, as W3C says. */
export declare function traceparentFromHeader(header: string | string[] | undefined): string | undefined;
/** `Accept-Language: en…` selects English; anything else keeps the configured default. */
export declare function langFromHeader(header: string | undefined, fallback: Lang): Lang;
/** The context as the agent sent it; `null` in an optional field means absent (page 05). */
export interface AgentContextBody {
    company: string;
    conversationId: string;
    channel: 'chat' | 'voice';
    scenario: ScenarioKey;
    agentLevel: 'read' | 'write' | 'admin';
    priceListId?: string | null;
    currency?: string | null;
    timezone?: string | null;
    requestId?: string | null;
    lang?: 'es' | 'en' | null;
}
/**
 * Builds the runtime context of one catalog or call request: the agent's `requestId` is kept (it is
 * the one sent upstream in `com.asixto/requestId`), otherwise the HTTP request id is used, and the
 * W3C `traceparent` header is carried so the pipeline forwards it in `_meta`.
 */
export declare function buildCallContext(body: AgentContextBody, httpRequestId: string, traceparent: string | undefined): GatewayContextInput & {
    requestId: string;
};
//# sourceMappingURL=request-context.d.ts.map