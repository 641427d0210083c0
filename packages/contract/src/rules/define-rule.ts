import { DEFAULT_LANG, formatMessage } from '../messages/message-catalog.js';
import type { Lang, MessageData, MessageTemplate } from '../messages/message-catalog.js';
import type { Finding, RuleLevel, RuleScope } from './finding.js';

/** The contract pages a rule can come from. */
export type ContractPage = '02' | '04' | '05' | '06' | '07';

/** What a check returns for one observation; the evaluator turns it into a {@link Finding}. */
export interface RuleResult<M extends string = string> {
  ok: boolean;
  messageId: M;
  data?: MessageData;
  path?: string;
  tool?: string;
}

/** One example on a rule's page of `docs/contract/`, shown as a code block. */
export interface RuleExample {
  /**
   * For a tool-scope rule, the part of a tool definition that matters, as JSON (a test merges it into
   * a compliant definition and checks that the rule fails or passes on it); for the other scopes, the
   * exchange or result that shows the point (in each language when it holds words).
   */
  readonly code: string | MessageTemplate;
  /** The code block's language; JSON is pretty-printed. Default `json`. */
  readonly syntax?: 'json' | 'http' | 'text';
  /** One line under the example. */
  readonly note?: MessageTemplate;
}

/** How a rule is explained on its page of `docs/contract/`: why it exists, and two examples. */
export interface RuleDocs {
  /** Why the contract asks for it: what goes wrong for the agent or the customer otherwise. */
  readonly why: MessageTemplate;
  /** Something that breaks the rule. */
  readonly fail: RuleExample;
  /** The same thing, meeting it. */
  readonly pass: RuleExample;
}

/**
 * A rule of the contract catalog. `check` is pure over a serialisable subject: a tool definition
 * (`tool`), a listing (`catalog`), or a probe snapshot of the certifier (`server`, `call`).
 * Returning no result means the rule passed.
 */
export interface Rule<S = unknown, M extends string = string> {
  /** Stable kebab-case id, never reused. */
  readonly id: string;
  readonly level: RuleLevel;
  readonly page: ContractPage;
  /** The section of the page, and where useful how the level was read. */
  readonly section: string;
  readonly scope: RuleScope;
  /** The check can only suspect; a failed heuristic DEBE is reported for review and does not block. */
  readonly heuristic: boolean;
  /** What the rule demands; also the message of a passed finding. */
  readonly title: MessageTemplate;
  readonly messages: Readonly<Record<Lang, Readonly<Record<M, string>>>>;
  /**
   * Its page in `docs/contract/` (generated from this field by `npm run docs:contract`). Every rule
   * has one; a test names the rules that lack it.
   */
  readonly docs?: RuleDocs;
  /** Optional gate: a rule that does not apply to a subject yields no finding at all. */
  applies?(subject: S): boolean;
  check(subject: S): readonly RuleResult<NoInfer<M>>[];
}

/**
 * Declares a rule; the `const` parameter keeps message ids literal, so a check returning an
 * undeclared id is a compile error.
 *
 * @example
 * export const toolNameFormat = defineRule({
 *   id: 'tool-name-format', level: 'DEBE', page: '02', section: 'Nombres y longitudes',
 *   scope: 'tool', heuristic: false,
 *   title: { es: 'Nombre válido', en: 'Valid name' },
 *   messages: { es: { bad: 'Nombre `{name}` inválido' }, en: { bad: 'Invalid name `{name}`' } },
 *   check: (tool: unknown) => (isValid(tool) ? [] : [{ ok: false, messageId: 'bad', data: { name: '?' } }]),
 * });
 */
export function defineRule<S, const M extends string>(rule: Rule<S, M>): Rule<S, M> {
  return Object.freeze(rule);
}

/** Any rule, whatever its subject; used by catalogs of rules. */
// The subject is contravariant in `check`; `never` lets rules of every subject share one array type.
export type AnyRule = Rule<never, string>;

/**
 * Runs one rule on a subject and returns its findings in a language: one passed finding when
 * nothing failed, otherwise one finding per result. A rule that does not apply yields none. A check
 * that throws is a bug in the rule, reported as a failed finding rather than lost.
 *
 * @example
 * const findings = evaluateRule(myServerRule, snapshot, 'en', { tool: 'consultar_cliente' });
 */
export function evaluateRule<S>(
  rule: Rule<S, string>,
  subject: S,
  lang: Lang = DEFAULT_LANG,
  base: { tool?: string } = {},
): Finding[] {
  if (rule.applies && !rule.applies(subject)) return [];
  let results: readonly RuleResult[];
  try {
    results = rule.check(subject);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [finding(rule, false, `${rule.title[lang]}: ${detail}`, base.tool)];
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length === 0) {
    const passed = results.find((r) => r.ok);
    if (!passed) return [finding(rule, true, rule.title[lang], base.tool)];
    return [
      finding(
        rule,
        true,
        renderRuleMessage(rule, passed, lang),
        passed.tool ?? base.tool,
        passed.path,
        passed,
      ),
    ];
  }
  return failed.map((r) =>
    finding(rule, false, renderRuleMessage(rule, r, lang), r.tool ?? base.tool, r.path, r),
  );
}

/** A result's message in a language; the rule's title when the rule lacks the id. */
export function renderRuleMessage(
  rule: Rule<never, string>,
  result: Pick<RuleResult, 'messageId' | 'data'>,
  lang: Lang,
): string {
  const template = rule.messages[lang][result.messageId];
  return template === undefined
    ? `${rule.title[lang]} (${result.messageId})`
    : formatMessage(template, result.data);
}

function finding(
  rule: Rule<never, string>,
  ok: boolean,
  message: string,
  tool?: string,
  path?: string,
  result?: RuleResult,
): Finding {
  const out: Finding = { rule: rule.id, level: rule.level, ok, heuristic: rule.heuristic, message };
  if (tool !== undefined) out.tool = tool;
  if (path !== undefined) out.path = path;
  if (result !== undefined) {
    out.messageId = result.messageId;
    if (result.data !== undefined) out.data = result.data;
  }
  return out;
}
