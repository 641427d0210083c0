import type { Lang } from '@asixto/contract';
import { CERTIFY_MESSAGES, RULES, renderMessage, ruleDocsUrl, ruleLevelLabel } from '@asixto/contract';

/**
 * The rule catalog for `--rules`: as a table for people (each rule with the link to its
 * explanation), or as JSON (`docs` is that link).
 */
export function renderRules(lang: Lang, format: 'json' | 'text'): string {
  const rows = RULES.map((r) => ({
    id: r.id,
    level: r.level,
    page: r.page,
    section: r.section,
    scope: r.scope,
    heuristic: r.heuristic,
    title: r.title[lang],
    docs: ruleDocsUrl(r.id, lang),
  }));
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const width = Math.max(...rows.map((r) => r.id.length));
  const lines = rows.map(
    (r) =>
      `${r.id.padEnd(width)}  ${ruleLevelLabel(r.level).padEnd(7)}  p.${r.page}  ${r.scope.padEnd(7)}  ${r.heuristic ? 'H ' : '  '}${r.title}\n${' '.repeat(width + 2)}${r.docs}`,
  );
  const header = renderMessage(CERTIFY_MESSAGES, 'cliRulesHeader', lang, { count: rows.length });
  const legend = renderMessage(CERTIFY_MESSAGES, 'cliRulesLegend', lang);
  return `${header}\n${legend}\n\n${lines.join('\n')}\n`;
}
