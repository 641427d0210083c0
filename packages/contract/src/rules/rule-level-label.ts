import type { RuleLevel } from './finding.js';

const LABELS: Readonly<Record<RuleLevel, string>> = { DEBE: 'DEBE', DEBERIA: 'DEBERÍA', PUEDE: 'PUEDE' };

/**
 * A level as people read it: the identifier `DEBERIA` carries no accent, the word does (DEBERÍA).
 * An unknown value (a stored report from elsewhere) is shown as it came.
 *
 * @example
 * ruleLevelLabel('DEBERIA'); // 'DEBERÍA'
 */
export function ruleLevelLabel(level: string): string {
  return Object.hasOwn(LABELS, level) ? LABELS[level as RuleLevel] : level;
}
