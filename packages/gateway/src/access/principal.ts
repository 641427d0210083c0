import { ALL_COMPANIES } from './access-role.js';
import type { AccessRole, CompanyList } from './access-role.js';

/**
 * Who a request comes from, once its bearer token is checked: what routes, audit entries and (later)
 * call records read. The bootstrap tokens of `GATEWAY_ADMIN_TOKENS` / `GATEWAY_RUNTIME_TOKENS` are
 * `source: 'env'` (no key id, every company); a managed key is `source: 'key'`.
 */
export interface Principal {
  source: 'env' | 'key';
  /** The managed key's id; `null` for an environment token. */
  keyId: string | null;
  /** The managed key's label; `null` for an environment token. */
  label: string | null;
  role: AccessRole;
  /** The companies it acts for; `['*']`: every company. */
  companies: CompanyList;
  /** When a managed key stops working (ISO 8601); `null`: never. */
  expiresAt: string | null;
}

/** The actor of an audit entry: the key id, or `env` for an environment token. */
export function actorOf(principal: Principal): string {
  return principal.keyId ?? 'env';
}

export function actsForEveryCompany(principal: Principal): boolean {
  return principal.companies[0] === ALL_COMPANIES;
}

/** Whether the credential may act for `company` (known or not: the answer never depends on it). */
export function mayActFor(principal: Principal, company: string): boolean {
  return actsForEveryCompany(principal) || principal.companies.includes(company);
}

/** The companies a listing shows to this credential: `undefined` for all of them. */
export function visibleCompanies(principal: Principal): ReadonlySet<string> | undefined {
  return actsForEveryCompany(principal) ? undefined : new Set(principal.companies);
}

/** The principal of an environment (bootstrap) token. */
export function envPrincipal(role: 'platform-admin' | 'runtime'): Principal {
  return { source: 'env', keyId: null, label: null, role, companies: [ALL_COMPANIES], expiresAt: null };
}
