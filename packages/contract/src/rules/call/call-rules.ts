import { DEFAULT_LANG } from '../../messages/message-catalog.js';
import type { Lang } from '../../messages/message-catalog.js';
import type { Rule } from '../define-rule.js';
import { evaluateRule } from '../define-rule.js';
import type { Finding } from '../finding.js';
import { callDateOffset } from './call-date-offset.js';
import { callEmptySearch } from './call-empty-search.js';
import { callErrorShape } from './call-error-shape.js';
import { callNotFound } from './call-not-found.js';
import { callNoInternalFields } from './call-no-internal-fields.js';
import { callNoSecrets } from './call-no-secrets.js';
import { callNoTraces } from './call-no-traces.js';
import { callIdempotency } from './call-idempotency.js';
import { callIdempotencyNewEffect } from './call-idempotency-new-effect.js';
import { callOptionalNull } from './call-optional-null.js';
import { callOutputSchema } from './call-output-schema.js';
import type { CallProbe, IdempotencyProbe } from './call-probe.js';
import { callResponds } from './call-responds.js';
import { callResultComplete } from './call-result-complete.js';
import { callResultSize } from './call-result-size.js';
import { callVoiceClean } from './call-voice-clean.js';

/**
 * Rules judged on each read-only call the certifier made, in report order.
 *
 * @example
 * CALL_RULES.filter((rule) => rule.heuristic).map((rule) => rule.id); // ['call-empty-search', 'call-not-found']
 */
export const CALL_RULES: readonly Rule<CallProbe, string>[] = [
  callResponds,
  callResultComplete,
  callOutputSchema,
  callErrorShape,
  callOptionalNull,
  callResultSize,
  callEmptySearch,
  callNotFound,
  callDateOffset,
  callVoiceClean,
  callNoTraces,
  callNoSecrets,
  callNoInternalFields,
];

/**
 * Rules judged on the write probe of a tool (only with explicit permission to write).
 *
 * @example
 * IDEMPOTENCY_RULES.map((rule) => rule.id); // ['call-idempotency', 'call-idempotency-new-effect']
 */
export const IDEMPOTENCY_RULES: readonly Rule<IdempotencyProbe, string>[] = [
  callIdempotency,
  callIdempotencyNewEffect,
];

/**
 * Judges one call snapshot against every call-scope rule that applies to it.
 *
 * @example
 * checkCall(probe, { lang: 'es' }).filter((f) => !f.ok);
 */
export function checkCall(probe: CallProbe, opts: { lang?: Lang } = {}): Finding[] {
  const lang = opts.lang ?? DEFAULT_LANG;
  return CALL_RULES.flatMap((rule) => evaluateRule(rule, probe, lang, { tool: probe.tool }));
}

/**
 * Judges the write probe of one tool against the idempotency rules of page 05.
 *
 * @example
 * checkIdempotency({ tool: 'abrir_caso', firstOk: true, sequentialSame: true, concurrentSame: true });
 */
export function checkIdempotency(probe: IdempotencyProbe, opts: { lang?: Lang } = {}): Finding[] {
  const lang = opts.lang ?? DEFAULT_LANG;
  return IDEMPOTENCY_RULES.flatMap((rule) => evaluateRule(rule, probe, lang, { tool: probe.tool }));
}
