import { CONTRACT_MESSAGES, LANGS, guardResult as removeLeaks, renderMessage } from '@asixto/contract';
import type { Lang, LeakCount } from '@asixto/contract';
import type { GatewayLogger } from '../../logger.js';
import type { Interpreted, SettledCall } from '../call-types.js';

/**
 * Stage 7b · result guard (contract rules `call-no-traces`, `call-no-secrets`): every stack trace,
 * runtime or database error and secret in the server's answer — its text blocks and every string
 * of `structuredContent` — is replaced by a short mark from the catalog, after the tenant answered
 * and before `shapeText` cuts the text, so neither the model nor the agent ever receives it. Never
 * ends the call: the outcome stays what `interpretResult` said. What it removed is counted on the
 * call (`leaks`, for the outcome, the call record and the metrics) and logged at warn, naming the
 * rules, never the value. A certified server that starts leaking is caught here.
 */
export function guardResult({
  logger,
  onLeaks,
}: {
  logger: GatewayLogger;
  /** Told of every call whose answer leaked, with the server that gave it. */
  onLeaks?: (serverId: string, leaks: LeakCount[]) => void;
}) {
  const marks = Object.fromEntries(
    LANGS.map((lang) => [lang, renderMessage(CONTRACT_MESSAGES, 'leakMark', lang)]),
  ) as Record<Lang, string>;
  return function guardResult(answer: Interpreted, call: SettledCall): Interpreted {
    const { result, leaks } = removeLeaks(answer.result, { mark: marks[call.lang] });
    if (leaks.length === 0) return answer;
    call.leaks = leaks;
    logger.warn(
      {
        requestId: call.context.requestId,
        company: call.company,
        serverId: call.serverId,
        tool: call.toolName,
        leaks,
      },
      'tool result leaked: removed before the model',
    );
    if (call.serverId !== undefined) onLeaks?.(call.serverId, leaks);
    const structured = (result as { structuredContent?: unknown }).structuredContent;
    return {
      ...answer,
      result,
      ...(answer.structured !== undefined ? { structured } : {}),
    };
  };
}
