import { evaluateRule } from '../define-rule.js';
import type { Rule } from '../define-rule.js';
import type { Finding } from '../finding.js';

/** Findings of one rule on a subject, in English so assertions read naturally. */
export function run<S>(rule: Rule<S, string>, subject: S): Finding[] {
  return evaluateRule(rule, subject, 'en');
}

/** Only the failed findings. */
export function failures<S>(rule: Rule<S, string>, subject: S): Finding[] {
  return run(rule, subject).filter((f) => !f.ok);
}
