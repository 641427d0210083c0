import { LIMITS } from '@asixto/contract';
import type { ErrorType, ToolError } from '@asixto/contract';
import { cutText } from './cut-text.js';
import type { ToolResult } from './tool-result.js';

/**
 * Builds the exact page-06 error result: `isError: true`, the error object in
 * `structuredContent.error`, and its JSON (without `details`) as the first text block. `details`,
 * when given, stays only in `structuredContent.error.details` for the server's own trace; the
 * gateway logs it and never forwards it to the model.
 *
 * @example
 * toolErrorResult('NOT_FOUND', 'No encontré una cita con esos datos.');
 */
export function toolErrorResult(errorType: ErrorType, userMessage: string, details?: unknown): ToolResult {
  const error: ToolError = {
    error_type: errorType,
    user_message: cutText(userMessage, LIMITS.userMessageMax),
  };
  const text = JSON.stringify({ error });
  if (details !== undefined) error.details = details;
  return { isError: true, content: [{ type: 'text', text }], structuredContent: { error } };
}

/**
 * One builder per page-06 error type; each returns the result to `return` from a handler.
 *
 * @example
 * if (!customer) return fail.notFound('No encontré un cliente con ese documento.');
 * if (customer.enMora) return fail.blocker('La cuenta tiene pagos pendientes; primero hay que ponerse al día.');
 */
export const fail = {
  blocker: (userMessage: string, details?: unknown): ToolResult =>
    toolErrorResult('BLOCKER', userMessage, details),
  notFound: (userMessage: string, details?: unknown): ToolResult =>
    toolErrorResult('NOT_FOUND', userMessage, details),
  validation: (userMessage: string, details?: unknown): ToolResult =>
    toolErrorResult('VALIDATION', userMessage, details),
  permission: (userMessage: string, details?: unknown): ToolResult =>
    toolErrorResult('PERMISSION', userMessage, details),
  system: (userMessage: string, details?: unknown): ToolResult =>
    toolErrorResult('SYSTEM', userMessage, details),
} as const;
