import { isErrorType, isJsonObject, LIMITS } from '@asixto/contract';
import type { ErrorType } from '@asixto/contract';
import type { GatewayLogger } from '../../logger.js';
import type { Interpreted, SettledCall } from '../call-types.js';
import { SchemaValidators, schemaKey } from '../schema-validators.js';
import { interpretedError, message, systemError } from '../stage-results.js';

/** Finds the page-06 error object: `structuredContent.error`, else the JSON of the first text block. */
export function findErrorObject(result: Record<string, unknown>): Record<string, unknown> | undefined {
  const structured = result.structuredContent;
  if (isJsonObject(structured) && isJsonObject(structured.error)) return structured.error;
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  const first = content.find((block) => isJsonObject(block) && block.type === 'text') as
    { text?: unknown } | undefined;
  if (typeof first?.text === 'string' && first.text.length <= 100_000) {
    try {
      const parsed: unknown = JSON.parse(first.text);
      if (isJsonObject(parsed) && isJsonObject(parsed.error)) return parsed.error;
    } catch {
      // Plain text, not an error object: the type stays UNKNOWN.
    }
  }
  return undefined;
}

function clip(value: unknown, max: number): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Stage 7 · result interpretation. `isError` results are normalized to the page-06 error object
 * (type outside the six ⇒ `UNKNOWN`; `details` logged at debug, clipped, and dropped): `tool_error`.
 * A success whose `structuredContent` is missing or breaks the declared `outputSchema` becomes
 * `tool_error` `SYSTEM` (page 06). Only `complete` results reach this stage: the upstream turns
 * `input_required` and unknown result types into protocol errors. Always answers (for `shapeText`).
 */
export function interpretResult({
  validators = new SchemaValidators(),
  logger,
}: {
  validators?: SchemaValidators;
  logger: GatewayLogger;
}) {
  return function interpretResult(call: SettledCall): Interpreted {
    const result = call.result as Record<string, unknown>;
    const resolved = call.resolved;
    if (result.isError === true) {
      const error = findErrorObject(result);
      const errorType: ErrorType = isErrorType(error?.error_type) ? error.error_type : 'UNKNOWN';
      const userMessage =
        typeof error?.user_message === 'string' && error.user_message.trim() !== ''
          ? error.user_message.slice(0, LIMITS.userMessageMax)
          : message('callToolErrorFallback', call.lang);
      if (error && error.details !== undefined) {
        logger.debug(
          { requestId: call.context.requestId, errorType, details: clip(error.details, 500) },
          'tool error details (kept out of the model text)',
        );
      }
      return interpretedError(errorType, userMessage);
    }
    const outputSchema = resolved.tool.outputSchema;
    if (outputSchema !== undefined) {
      const compiled = validators.get(`${schemaKey(resolved)}:output`, outputSchema);
      const valid =
        compiled.ok && result.structuredContent !== undefined && compiled.validate(result.structuredContent);
      if (!valid) {
        logger.debug(
          {
            requestId: call.context.requestId,
            problem: compiled.ok ? clip(compiled.validate.errors?.[0]?.message ?? 'missing', 200) : 'schema',
          },
          'structuredContent does not match outputSchema',
        );
        return systemError(call.lang);
      }
    }
    return { outcome: 'ok', result, structured: result.structuredContent };
  };
}
