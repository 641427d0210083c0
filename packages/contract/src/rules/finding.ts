import type { MessageData } from '../messages/message-catalog.js';

/**
 * Words of obligation of the contract: DEBE blocks certification, DEBERÍA warns, PUEDE informs. The
 * identifier is written without the accent (`DEBERIA`); {@link ruleLevelLabel} is how it is shown.
 *
 * @example
 * RULE_LEVELS.includes(rule.level); // true
 */
export const RULE_LEVELS = ['DEBE', 'DEBERIA', 'PUEDE'] as const;
export type RuleLevel = (typeof RULE_LEVELS)[number];

/**
 * What a rule judges: one tool definition, a whole listing, the live server, or a live call.
 *
 * @example
 * RULE_SCOPES.map((scope) => RULES.filter((r) => r.scope === scope).length);
 */
export const RULE_SCOPES = ['tool', 'catalog', 'server', 'call'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

/** The verdict of one rule on one subject. Passed rules produce findings too (`ok: true`). */
export interface Finding {
  rule: string;
  level: RuleLevel;
  ok: boolean;
  /** The check can only suspect: a failed heuristic DEBE is for review and does not block. */
  heuristic: boolean;
  tool?: string;
  /** JSON-pointer-like path to the parameter at fault, e.g. `/properties/prioridad`. */
  path?: string;
  message: string;
  /**
   * The rule's message id and data the message was rendered from, so a stored finding can be shown
   * in another language (`localizeFinding`). Absent on a passed finding that shows the rule's title.
   */
  messageId?: string;
  data?: MessageData;
}

/**
 * A finding blocks certification when it failed, is DEBE, and is not a heuristic.
 *
 * @example
 * const blocking = findings.filter(isBlocking);
 */
export function isBlocking(finding: Finding): boolean {
  return !finding.ok && finding.level === 'DEBE' && !finding.heuristic;
}

/**
 * A failed finding that does not block: a DEBERÍA/PUEDE, or a heuristic DEBE to be reviewed.
 *
 * @example
 * const warnings = findings.filter(isWarning);
 */
export function isWarning(finding: Finding): boolean {
  return !finding.ok && !isBlocking(finding);
}
