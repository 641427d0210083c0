import { renderMessage, TOOLKIT_MESSAGES } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import { ToolFailure } from '../errors.js';

/**
 * Guarantee 3 (page 05): only records in one of the `allowed` states may change. Otherwise throws a
 * `ToolFailure` turned into `VALIDATION` whose message names the current state, so the agent can
 * explain it. `label` maps a state code to the words the customer understands.
 *
 * @example
 * requireState(cita.estado, ['programada', 'confirmada']); // 'cancelada' ⇒ VALIDATION naming it
 */
export function requireState<S extends string>(
  current: S,
  allowed: readonly S[],
  options: { label?: (state: S) => string; userMessage?: string; lang?: Lang } = {},
): void {
  if (allowed.includes(current)) return;
  const state = options.label ? options.label(current) : current.replace(/_/g, ' ');
  throw new ToolFailure(
    'VALIDATION',
    options.userMessage ?? renderMessage(TOOLKIT_MESSAGES, 'invalidState', options.lang, { state }),
    { state: current, allowed },
  );
}
