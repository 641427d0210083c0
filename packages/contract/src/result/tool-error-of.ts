import { isErrorType } from '../constants/error-types.js';
import type { ErrorType } from '../constants/error-types.js';
import { CONTRACT_MESSAGES } from '../messages/contract-messages.js';
import { DEFAULT_LANG, renderMessage } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import { isJsonObject, own } from '../schema/json-value.js';

/** The part of a business error the model may see: never `details`. */
export interface ModelToolError {
  error_type: ErrorType;
  user_message: string;
  /** False when the error object was missing or malformed and a generic message stands in. */
  wellFormed: boolean;
}

/**
 * Reads the business error of a `tools/call` result (page 06): `undefined` unless `isError: true`.
 * The error object comes from `structuredContent.error`, or else from the JSON of the first text
 * block. An `error_type` outside the six becomes `UNKNOWN`; a missing or malformed error becomes
 * `UNKNOWN` with a generic message from the catalog. `details` is never returned.
 *
 * @example
 * toolErrorOf({ isError: true, structuredContent: { error: { error_type: 'NOT_FOUND', user_message: 'No encontré la cita.', details: 'sql' } } });
 * // { error_type: 'NOT_FOUND', user_message: 'No encontré la cita.', wellFormed: true }
 */
export function toolErrorOf(result: unknown, lang: Lang = DEFAULT_LANG): ModelToolError | undefined {
  if (!isJsonObject(result) || own(result, 'isError') !== true) return undefined;
  const error = errorObject(result);
  const message = error ? own(error, 'user_message') : undefined;
  if (!error || typeof message !== 'string' || message.trim() === '') {
    return {
      error_type: 'UNKNOWN',
      user_message: renderMessage(CONTRACT_MESSAGES, 'genericError', lang),
      wellFormed: false,
    };
  }
  const type = own(error, 'error_type');
  return {
    error_type: isErrorType(type) ? type : 'UNKNOWN',
    user_message: message,
    wellFormed: isErrorType(type),
  };
}

function errorObject(result: Record<string, unknown>): Record<string, unknown> | undefined {
  const structured = own(result, 'structuredContent');
  if (isJsonObject(structured)) {
    const error = own(structured, 'error');
    if (isJsonObject(error)) return error;
  }
  const content = own(result, 'content');
  const first = Array.isArray(content)
    ? content.find((block) => isJsonObject(block) && own(block, 'type') === 'text')
    : undefined;
  const text = isJsonObject(first) ? own(first, 'text') : undefined;
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const error = isJsonObject(parsed) ? own(parsed, 'error') : undefined;
    return isJsonObject(error) ? error : undefined;
  } catch {
    // Not JSON: the caller substitutes the generic message.
    return undefined;
  }
}
