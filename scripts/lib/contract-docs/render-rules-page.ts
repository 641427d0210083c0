import type { AnyRule, Lang, RuleExample } from '@asixto/contract';
import { CONTRACT_DOCS_FILES, RULE_SCOPES, ruleLevelLabel } from '@asixto/contract';
import { compactJson } from './compact-json.js';
import { DOCS_WORDS } from './docs-words.js';

/** A link from one file of `docs/contract/<lang>/` to another of the same language. */
function sibling(lang: Lang, file: string): string {
  return file.slice(`${lang}/`.length);
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function example(lang: Lang, caption: string, ex: RuleExample): string[] {
  const code = typeof ex.code === 'string' ? ex.code : ex.code[lang];
  const syntax = ex.syntax ?? 'json';
  const body = syntax === 'json' ? compactJson(JSON.parse(code) as unknown) : code;
  const lines = [`**${caption}**`, '', `\`\`\`${syntax}`, body, '```', ''];
  if (ex.note) lines.push(ex.note[lang], '');
  return lines;
}

/** One rule's section: its anchor is its id (a level-3 heading of the id alone). */
function ruleSection(rule: AnyRule, lang: Lang): string[] {
  const words = DOCS_WORDS[lang];
  const pageLink = `[${words.page} ${rule.page}](${sibling(lang, CONTRACT_DOCS_FILES[lang].pages[rule.page])})`;
  // The section names of the source document are Spanish; the Spanish pages cite them.
  const where = lang === 'es' ? `${pageLink} · ${rule.section}` : pageLink;
  const facts = [
    `**${ruleLevelLabel(rule.level)}**`,
    ...(rule.heuristic ? [words.heuristic] : []),
    words.scopeLabel[rule.scope],
    where,
  ];
  const lines = [`### ${rule.id}`, '', facts.join(' · '), '', `${rule.title[lang]}.`, ''];
  if (rule.docs) {
    lines.push(`**${words.why}** ${rule.docs.why[lang]}`, '');
    lines.push(...example(lang, words.fails, rule.docs.fail), ...example(lang, words.passes, rule.docs.pass));
  } else {
    lines.push(words.undocumented, '');
  }
  lines.push(words.messages, '');
  for (const message of Object.values(rule.messages[lang])) lines.push(`- ${message}`);
  lines.push('');
  return lines;
}

/**
 * The rules page of a language (`es/reglas.md`, `en/rules.md`): an index, then every rule of the
 * catalog under its scope, each at an anchor named after its id.
 *
 * @example
 * writeFileSync('docs/contract/en/rules.md', renderRulesPage(RULES, 'en'));
 */
export function renderRulesPage(rules: readonly AnyRule[], lang: Lang): string {
  const words = DOCS_WORDS[lang];
  const lines = [
    `# ${words.title}`,
    '',
    words.generated,
    '',
    ...words.intro.flatMap((p) => [p, '']),
    words.tableHead,
  ];
  for (const rule of rules) {
    lines.push(
      `| [\`${rule.id}\`](#${rule.id}) | ${ruleLevelLabel(rule.level)} | ${cell(rule.title[lang])} |`,
    );
  }
  lines.push('');
  for (const scope of RULE_SCOPES) {
    const inScope = rules.filter((r) => r.scope === scope);
    if (inScope.length === 0) continue;
    lines.push(`## ${words.scopes[scope]}`, '', words.scopeNotes[scope], '');
    for (const rule of inScope) lines.push(...ruleSection(rule, lang));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
