import { isApiError } from '../api/api-error';
import { fieldPointer } from '../api/field-pointer';
import type { JsonProblem } from '../json/json-problem';

export const TENANT_FIELDS = ['company', 'name', 'currency', 'timezone'] as const;
export type TenantField = (typeof TENANT_FIELDS)[number];

/** A refused tenant save, sorted to where the form shows it. */
export interface TenantErrors {
  policy?: JsonProblem;
  fields: Partial<Record<TenantField, string>>;
  /** Anything not about one field: shown as a banner. */
  other?: unknown;
}

/**
 * Where the gateway's refusal belongs: a `field` under `/policy` goes to the policy editor at that
 * path, a `field` naming one of the tenant's fields goes under that input, anything else is general.
 */
export function tenantErrors(error: unknown): TenantErrors {
  if (!isApiError(error) || error.kind !== 'invalid' || error.field === undefined) {
    return { fields: {}, other: error };
  }
  const field = fieldPointer(error.field);
  const pointer = policyPointer(field);
  if (pointer !== undefined) {
    return { fields: {}, policy: { source: 'gateway', message: error.message, pointer } };
  }
  const name = field.slice(1);
  if ((TENANT_FIELDS as readonly string[]).includes(name)) {
    return { fields: { [name as TenantField]: error.message } };
  }
  return { fields: {}, other: error };
}

/**
 * The policy-relative pointer of a field the gateway named from the body root (`/policy/tools/x`
 * gives `/tools/x`), or `undefined` when the field is not inside the policy.
 */
export function policyPointer(field: string | undefined): string | undefined {
  if (field === undefined) return undefined;
  if (field === '/policy') return '';
  return field.startsWith('/policy/') ? field.slice('/policy'.length) : undefined;
}
