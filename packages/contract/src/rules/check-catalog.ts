import { DEFAULT_LANG } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import { evaluateRule } from './define-rule.js';
import type { Finding } from './finding.js';
import { CATALOG_RULES } from './index.js';

/**
 * Judges a listing against the catalog-scope rules (unique names, size, and stable order when a
 * second listing is given). Per-tool rules are {@link checkTool}'s job. A non-array counts as empty.
 *
 * @example
 * checkCatalog(first.tools, second.tools).filter((f) => !f.ok);
 */
export function checkCatalog(
  tools: unknown[],
  secondListing?: unknown[],
  opts: { lang?: Lang } = {},
): Finding[] {
  const lang = opts.lang ?? DEFAULT_LANG;
  const subject = {
    tools: Array.isArray(tools) ? tools : [],
    ...(secondListing === undefined
      ? {}
      : { secondListing: Array.isArray(secondListing) ? secondListing : [] }),
  };
  return CATALOG_RULES.flatMap((rule) => evaluateRule(rule, subject, lang));
}
