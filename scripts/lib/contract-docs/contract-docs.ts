import type { AnyRule, ContractPage, Lang } from '@asixto/contract';
import { CONTRACT_DOCS_FILES, LANGS } from '@asixto/contract';
import { pageRuleList, withPageRules } from './page-rule-list.js';
import { renderRulesPage } from './render-rules-page.js';

/** What `docs/contract/` should hold, file by file (paths relative to it), given its current pages. */
export interface ContractDocs {
  files: Map<string, string>;
  /** Hand-written pages that lack the rule-list markers. */
  problems: string[];
}

/**
 * The generated parts of `docs/contract/`: each language's rules page whole, and the rule list of
 * each hand-written page (between its markers). `read(path)` returns a page's current text.
 *
 * @example
 * const { files } = contractDocs(RULES, (p) => readFileSync(join(dir, p), 'utf8'));
 */
export function contractDocs(rules: readonly AnyRule[], read: (path: string) => string): ContractDocs {
  const files = new Map<string, string>();
  const problems: string[] = [];
  for (const lang of LANGS as readonly Lang[]) {
    const { rules: rulesFile, pages } = CONTRACT_DOCS_FILES[lang];
    files.set(rulesFile, renderRulesPage(rules, lang));
    for (const [page, file] of Object.entries(pages) as [ContractPage, string][]) {
      const filled = withPageRules(read(file), pageRuleList(rules, page, lang));
      if (filled === undefined)
        problems.push(`${file}: no <!-- rules:start --> … <!-- rules:end --> markers`);
      else files.set(file, filled);
    }
  }
  return { files, problems };
}
