import { ALL_COMPANIES } from './access-role.js';
import type { AccessRole } from './access-role.js';
import { mayActFor } from './principal.js';
import type { Principal } from './principal.js';

/** What `POST /v1/keys` takes (the route schema has checked the shapes). */
export interface KeyRequest {
  role: AccessRole;
  companies?: readonly string[] | null;
  label: string;
  expiresAt?: string | null;
}

/** A key request the creator may make, normalized: companies deduplicated, expiry in ISO form. */
export interface CheckedKeyRequest {
  role: AccessRole;
  companies: string[];
  label: string;
  expiresAt: string | null;
}

export type KeyRequestDecision =
  | { ok: true; value: CheckedKeyRequest }
  /** 400: the request itself is wrong, whoever makes it. */
  | { ok: false; code: 'INVALID_REQUEST'; field: 'companies' | 'expiresAt' | 'label'; reason: string }
  /** 403: this creator may not make such a key. */
  | { ok: false; code: 'KEY_SCOPE_FORBIDDEN'; reason: string };

/**
 * Who may create which key. A platform admin: any. A tenant admin: `runtime` and `tenant-admin`
 * keys of its own companies only, never `*`, never a platform admin. `*` is for `runtime` keys
 * only; a platform-admin key acts for every company by definition.
 */
export function checkKeyRequest(creator: Principal, request: KeyRequest, now: number): KeyRequestDecision {
  const label = request.label.trim();
  if (label === '') return { ok: false, code: 'INVALID_REQUEST', field: 'label', reason: 'empty' };
  let expiresAt: string | null = null;
  if (request.expiresAt != null) {
    const at = Date.parse(request.expiresAt);
    if (!Number.isFinite(at) || at <= now)
      return { ok: false, code: 'INVALID_REQUEST', field: 'expiresAt', reason: 'not a future date-time' };
    expiresAt = new Date(at).toISOString();
  }
  const platform = creator.role === 'platform-admin';
  if (!platform && creator.role !== 'tenant-admin')
    return { ok: false, code: 'KEY_SCOPE_FORBIDDEN', reason: 'role' };

  const companies = [...new Set(request.companies ?? [])];
  if (request.role === 'platform-admin') {
    if (!platform) return { ok: false, code: 'KEY_SCOPE_FORBIDDEN', reason: 'platform-admin' };
    if (companies.length > 0 && (companies.length !== 1 || companies[0] !== ALL_COMPANIES))
      return {
        ok: false,
        code: 'INVALID_REQUEST',
        field: 'companies',
        reason: 'platform admins act for "*"',
      };
    return { ok: true, value: { role: request.role, companies: [ALL_COMPANIES], label, expiresAt } };
  }
  if (companies.length === 0)
    return { ok: false, code: 'INVALID_REQUEST', field: 'companies', reason: 'at least one company' };
  if (companies.includes(ALL_COMPANIES)) {
    if (request.role !== 'runtime' || companies.length !== 1)
      return {
        ok: false,
        code: 'INVALID_REQUEST',
        field: 'companies',
        reason: '"*" alone, runtime keys only',
      };
    if (!platform) return { ok: false, code: 'KEY_SCOPE_FORBIDDEN', reason: '*' };
  } else if (!companies.every((company) => mayActFor(creator, company))) {
    return { ok: false, code: 'KEY_SCOPE_FORBIDDEN', reason: 'companies' };
  }
  return { ok: true, value: { role: request.role, companies, label, expiresAt } };
}

/** Whether `principal` may see and revoke a key: a platform admin any, a tenant admin its companies' own. */
export function mayManageKey(
  principal: Principal,
  key: { role: AccessRole; companies: readonly string[] },
): boolean {
  if (principal.role === 'platform-admin') return true;
  if (principal.role !== 'tenant-admin' || key.role === 'platform-admin') return false;
  return key.companies.every((company) => company !== ALL_COMPANIES && mayActFor(principal, company));
}
