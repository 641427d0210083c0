/**
 * Why a project could not be created; stable codes a caller can match on.
 *
 * @example
 * if (error instanceof CreateError && error.code === 'CREATE_NOT_EMPTY') ask for another folder;
 */
export const CREATE_ERROR_CODES = ['CREATE_INVALID_NAME', 'CREATE_NOT_EMPTY'] as const;
export type CreateErrorCode = (typeof CREATE_ERROR_CODES)[number];

export class CreateError extends Error {
  override readonly name = 'CreateError';
  constructor(
    readonly code: CreateErrorCode,
    message: string,
  ) {
    super(message);
  }
}
