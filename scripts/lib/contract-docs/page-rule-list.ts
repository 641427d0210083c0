import type { AnyRule, ContractPage, Lang } from '@asixto/contract';
import { CONTRACT_DOCS_FILES, ruleLevelLabel } from '@asixto/contract';
import { DOCS_WORDS } from './docs-words.js';

/** Where the generated list goes in a hand-written page. */
export const PAGE_RULES_START = '<!-- rules:start';
export const PAGE_RULES_END = '<!-- rules:end -->';

/** The rules that cite a page, each linked to its anchor on the rules page. */
export function pageRuleList(rules: readonly AnyRule[], page: ContractPage, lang: Lang): string {
  const rulesFile = CONTRACT_DOCS_FILES[lang].rules.slice(`${lang}/`.length);
  const cited = rules.filter((r) => r.page === page);
  if (cited.length === 0) return DOCS_WORDS[lang].noPageRules;
  return cited
    .map((r) => `- [\`${r.id}\`](${rulesFile}#${r.id}) · ${ruleLevelLabel(r.level)} · ${r.title[lang]}`)
    .join('\n');
}

/**
 * A hand-written page with its generated rule list put between its markers; `undefined` when the
 * page has no markers (the caller reports it).
 */
export function withPageRules(page: string, list: string): string | undefined {
  const start = page.indexOf(PAGE_RULES_START);
  const startEnd = start < 0 ? -1 : page.indexOf('-->', start);
  const end = page.indexOf(PAGE_RULES_END);
  if (start < 0 || startEnd < 0 || end < startEnd) return undefined;
  const open = page.slice(start, startEnd + 3);
  return `${page.slice(0, start)}${open}\n${list}\n${page.slice(end)}`;
}
