import type { Result } from '../errors.js';
import type { TenantPolicy } from './tenant-policy.js';
/** What `registerTenant` accepts. */
export interface TenantInput {
    /** Slug used in tool prefixes: ≤ 17 characters, `^[a-z0-9]+$`. */
    company: string;
    /** Display name. */
    name: string;
    /** ISO 4217 code, e.g. `COP`. */
    currency: string;
    /** IANA time zone, e.g. `America/Bogota`. */
    timezone: string;
    policy?: unknown;
}
/** A registered tenant as the registry holds it. */
export interface Tenant {
    company: string;
    name: string;
    currency: string;
    timezone: string;
    policy: TenantPolicy;
    createdAt: string;
    updatedAt: string;
}
type TenantError = 'GATEWAY_INVALID_SLUG' | 'GATEWAY_INVALID_TENANT' | 'GATEWAY_INVALID_POLICY';
/** Whether a company slug fits the prefix budget of page 02. */
export declare function isCompanySlug(value: unknown): value is string;
/** ISO 4217 codes known to this runtime's ICU data (Node 20 ships full ICU). */
export declare function isCurrencyCode(value: unknown): value is string;
/** An IANA zone name Intl accepts (aliases such as `UTC` included). */
export declare function isTimeZone(value: unknown): value is string;
/** Validates a tenant registration; returns the normalized fields or the first problem found. */
export declare function validateTenantInput(input: unknown): Result<Omit<Tenant, 'createdAt' | 'updatedAt'>, TenantError>;
export {};
//# sourceMappingURL=tenant.d.ts.map