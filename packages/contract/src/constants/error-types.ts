/**
 * The six business error types of contract page 06. Anything else is read as `UNKNOWN`.
 *
 * @example
 * ERROR_TYPES.includes('NOT_FOUND'); // true
 */
export const ERROR_TYPES = ['BLOCKER', 'NOT_FOUND', 'VALIDATION', 'PERMISSION', 'SYSTEM', 'UNKNOWN'] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/**
 * Whether a value is one of the six error types of page 06.
 *
 * @example
 * isErrorType('SYSTEM'); // true
 * isErrorType('TIMEOUT'); // false
 */
export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** The business error object of page 06, as it travels in `structuredContent.error`. */
export interface ToolError {
  error_type: ErrorType;
  user_message: string;
  details?: unknown;
}
