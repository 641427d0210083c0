import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
import type { ErrorType, Lang, MessageData, ToolError } from '@asixto/contract';
import type { StageStop } from '../call-types.js';

type MessageId = keyof typeof GATEWAY_MESSAGES & string;

/** Renders a gateway message, falling back to Spanish text if an id is missing from the catalog. */
export function message(id: string, lang: Lang, data?: MessageData): string {
  if (!Object.hasOwn(GATEWAY_MESSAGES, id)) return renderMessage(GATEWAY_MESSAGES, 'callSystemError', lang);
  return renderMessage(GATEWAY_MESSAGES, id as MessageId, lang, data);
}

/** A result of page-06 shape made by the gateway itself (SYSTEM, VALIDATION), without `details`. */
export function errorResult(
  errorType: ErrorType,
  userMessage: string,
): {
  isError: true;
  content: { type: 'text'; text: string }[];
  structuredContent: { error: ToolError };
} {
  const error: ToolError = { error_type: errorType, user_message: userMessage };
  return {
    isError: true,
    content: [{ type: 'text', text: JSON.stringify({ error }) }],
    structuredContent: { error },
  };
}

/** A stop whose text is a plain catalog message (timeouts, unavailability). */
export function plainStop(outcome: StageStop['outcome'], text: string): StageStop {
  return { outcome, text, truncated: false };
}
