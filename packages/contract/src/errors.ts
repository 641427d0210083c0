/**
 * Stable codes of the errors @asixto/contract throws; consumers match on `.code`.
 *
 * @example
 * CONTRACT_ERROR_CODES.includes(error.code);
 */
export const CONTRACT_ERROR_CODES = [
  'CONTRACT_INVALID_COMPANY_SLUG',
  'CONTRACT_INVALID_PREFIXED_NAME',
  'CONTRACT_NOT_JSON',
  'CONTRACT_UNKNOWN_MESSAGE',
] as const;

export type ContractErrorCode = (typeof CONTRACT_ERROR_CODES)[number];

/**
 * A programmer error raised by a contract helper (a bad slug, a value that is not JSON). Expected
 * failures of a tool definition are findings, never exceptions.
 *
 * @example
 * try { prefixToolName('Mi-Empresa', 'consultar_cliente'); }
 * catch (error) { if (error instanceof ContractError && error.code === 'CONTRACT_INVALID_COMPANY_SLUG') { ... } }
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly code: ContractErrorCode;

  constructor(code: ContractErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
