import type { Lang } from '../messages/message-catalog.js';
import { renderRuleMessage } from './define-rule.js';
import type { Finding } from './finding.js';
import { getRule } from './index.js';

/**
 * A finding's message in another language, rendered again from its rule's message id and data. A
 * finding that carries no id (stored before findings kept one, or of a rule this catalog lacks) is
 * returned unchanged, except a passed one, whose message is its rule's title.
 *
 * @example
 * const english = report.findings.map((f) => localizeFinding(f, 'en'));
 */
export function localizeFinding(finding: Finding, lang: Lang): Finding {
  const rule = getRule(finding.rule);
  if (!rule) return finding;
  if (finding.messageId !== undefined) {
    const ref =
      finding.data === undefined
        ? { messageId: finding.messageId }
        : { messageId: finding.messageId, data: finding.data };
    return { ...finding, message: renderRuleMessage(rule, ref, lang) };
  }
  return finding.ok ? { ...finding, message: rule.title[lang] } : finding;
}
