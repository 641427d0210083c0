import type { AccessLevel, Channel } from '@asixto/contract';
import type { Result } from '../errors.js';
/** Per-tool rule of a tenant policy, keyed by the tool's own (un-prefixed) name. */
export interface ToolPolicy {
    /** `true` never exposes the tool, on any channel. */
    deny?: boolean;
    /** When present, the tool is exposed only on these channels. */
    channels?: Channel[];
    /**
     * Replaces the level classified from the annotations for the level check (either direction:
     * the tenant's access control has the last word, page 02 "Anotaciones").
     */
    level?: AccessLevel;
}
/** Per-channel rule of a tenant policy. */
export interface ChannelPolicy {
    /** Highest tool level exposed on this channel (e.g. `read` on `voice`). */
    maxLevel?: AccessLevel;
    /** `true` exposes no external tool on this channel. */
    deny?: boolean;
}
/**
 * What a tenant may restrict beyond the contract. Absent means "no restriction"; a policy can only
 * narrow what the scenario, the agent level and certification already allow, except `tools.*.level`
 * which re-classifies a tool.
 *
 * @example
 * { tools: { cancelar_cita: { channels: ['chat'] }, actualizar_cliente: { deny: true } },
 *   channels: { voice: { maxLevel: 'read' } } }
 */
export interface TenantPolicy {
    tools?: Record<string, ToolPolicy>;
    channels?: Partial<Record<Channel, ChannelPolicy>>;
}
type PolicyResult = Result<TenantPolicy, 'GATEWAY_INVALID_POLICY'>;
/** Validates a policy strictly: unknown keys are refused so a typo cannot silently allow a tool. */
export declare function parseTenantPolicy(input: unknown): PolicyResult;
export {};
//# sourceMappingURL=tenant-policy.d.ts.map