import type { AnyRule } from '../rules/define-rule.js';
import { ruleLevelLabel } from '../rules/rule-level-label.js';

/** Markers around the generated rule table in the package README. */
export const RULE_TABLE_START =
  '<!-- rule-table:start (generated from RULES; see src/docs/readme.test.ts) -->';
export const RULE_TABLE_END = '<!-- rule-table:end -->';

/**
 * The rule catalog as a markdown table, for the package README.
 *
 * @example
 * ruleTable(RULES).startsWith('| id |'); // true
 */
export function ruleTable(rules: readonly AnyRule[]): string {
  const rows = rules.map((r) =>
    [
      `\`${r.id}\``,
      ruleLevelLabel(r.level),
      r.heuristic ? 'yes' : '',
      r.scope,
      `${r.page} · ${r.section}`,
      r.title.en,
    ]
      .map((cell) => cell.replace(/\|/g, '\\|'))
      .join(' | '),
  );
  return [
    '| id | level | heuristic | scope | page · section | demands |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}
