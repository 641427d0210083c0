import { DEFAULT_LANG } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import type { ContractPage } from '../rules/define-rule.js';

/**
 * Where the contract's pages are published: `docs/contract/` of this repository. Reports link every
 * finding here (the rule's anchor), so the link works wherever the certifier is installed. Rule ids
 * are stable and never reused, so an anchor of the main branch stays right for older versions too.
 *
 * @example
 * `${CONTRACT_DOCS_URL}/es/reglas.md`;
 */
export const CONTRACT_DOCS_URL = 'https://github.com/asixto/asixto-gateway/blob/main/docs/contract';

/**
 * The files of `docs/contract/`, per language, relative to it: the generator writes them and the
 * links point into them, from this one table.
 *
 * @example
 * CONTRACT_DOCS_FILES.en.rules; // 'en/rules.md'
 */
export const CONTRACT_DOCS_FILES = {
  es: {
    index: 'es/README.md',
    rules: 'es/reglas.md',
    pages: {
      '02': 'es/02-contrato.md',
      '04': 'es/04-escenarios.md',
      '05': 'es/05-garantias.md',
      '06': 'es/06-errores.md',
      '07': 'es/07-limites.md',
    },
  },
  en: {
    index: 'en/README.md',
    rules: 'en/rules.md',
    pages: {
      '02': 'en/02-contract.md',
      '04': 'en/04-scenarios.md',
      '05': 'en/05-guarantees.md',
      '06': 'en/06-errors.md',
      '07': 'en/07-limits.md',
    },
  },
} as const satisfies Record<
  Lang,
  { index: string; rules: string; pages: Readonly<Record<ContractPage, string>> }
>;

/**
 * The link to a rule's explanation (its anchor is its id), in a language.
 *
 * @example
 * ruleDocsUrl('optional-accepts-null', 'en');
 * // 'https://github.com/asixto/asixto-gateway/blob/main/docs/contract/en/rules.md#optional-accepts-null'
 */
export function ruleDocsUrl(ruleId: string, lang: Lang = DEFAULT_LANG, base = CONTRACT_DOCS_URL): string {
  return `${base}/${CONTRACT_DOCS_FILES[lang].rules}#${ruleId}`;
}

/**
 * The link to a page of the contract (02, 04–07), in a language.
 *
 * @example
 * contractPageUrl('06', 'es'); // '…/docs/contract/es/06-errores.md'
 */
export function contractPageUrl(
  page: ContractPage,
  lang: Lang = DEFAULT_LANG,
  base = CONTRACT_DOCS_URL,
): string {
  return `${base}/${CONTRACT_DOCS_FILES[lang].pages[page]}`;
}
