import { LIMITS } from '../constants/limits.js';
import { ContractError } from '../errors.js';

const PREFIXED = /^ext__([a-z0-9]{1,17})__([a-zA-Z0-9_-]+)$/;

/**
 * The provider-facing name of a tenant tool: `ext__{company}__{tool}` (page 02). Throws
 * `CONTRACT_INVALID_COMPANY_SLUG` for a slug that is not `^[a-z0-9]+$` of at most 17 characters,
 * and `CONTRACT_INVALID_PREFIXED_NAME` when the result breaks `^[a-zA-Z0-9_-]{1,64}$`.
 *
 * @example
 * prefixToolName('demo', 'consultar_cliente'); // 'ext__demo__consultar_cliente'
 */
export function prefixToolName(company: string, tool: string): string {
  if (
    typeof company !== 'string' ||
    company.length > LIMITS.companySlugMax ||
    !LIMITS.companySlugPattern.test(company)
  ) {
    throw new ContractError(
      'CONTRACT_INVALID_COMPANY_SLUG',
      `company slug must match ^[a-z0-9]+$ with at most ${LIMITS.companySlugMax} characters: ${JSON.stringify(company)}`,
    );
  }
  const name = `ext__${company}__${String(tool)}`;
  if (typeof tool !== 'string' || tool === '' || !LIMITS.providerNamePattern.test(name)) {
    throw new ContractError(
      'CONTRACT_INVALID_PREFIXED_NAME',
      `prefixed name must match ^[a-zA-Z0-9_-]{1,64}$: ${JSON.stringify(name)}`,
    );
  }
  return name;
}

/**
 * Splits a name made by {@link prefixToolName}; `null` for anything else.
 *
 * @example
 * parsePrefixedName('ext__demo__consultar_cliente'); // { company: 'demo', tool: 'consultar_cliente' }
 * parsePrefixedName('consultar_cliente'); // null
 */
export function parsePrefixedName(name: string): { company: string; tool: string } | null {
  if (typeof name !== 'string' || name.length > LIMITS.providerNameMax) return null;
  const match = PREFIXED.exec(name);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return { company: match[1], tool: match[2] };
}
