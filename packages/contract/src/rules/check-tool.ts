import { DEFAULT_LANG } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import { evaluateRule } from './define-rule.js';
import type { Finding } from './finding.js';
import { TOOL_RULES } from './index.js';
import { toolFields } from './tool/tool-fields.js';

/**
 * Judges one tool definition against every tool-scope rule. Total on arbitrary JSON: a malformed
 * definition yields failed findings, never an exception. One finding per rule when it passes, one
 * per fault when it fails.
 *
 * @example
 * const blocking = checkTool(definition, { lang: 'en' }).filter(isBlocking);
 */
export function checkTool(tool: unknown, opts: { lang?: Lang } = {}): Finding[] {
  const lang = opts.lang ?? DEFAULT_LANG;
  const { name } = toolFields(tool);
  const base = name === undefined ? {} : { tool: name };
  return TOOL_RULES.flatMap((rule) => evaluateRule(rule, tool, lang, base));
}
