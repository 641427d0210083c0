// Every rule carries its explanation for docs/contract/ (why, a failing and a passing example), and
// the examples of the rules that judge definitions are checked against the rule itself: the failing
// one must fail it, the passing one must pass it. Examples of the live rules (server, call) show
// exchanges and results, which only a live server produces; they are read, not run.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../messages/message-catalog.js';
import type { AnyRule, RuleExample } from './define-rule.js';
import { evaluateRule } from './define-rule.js';
import { RULES } from './index.js';

/** A definition that meets the contract, without the optional parts some examples add. */
const BASE = {
  name: 'consultar_pedido',
  title: 'Consultar pedido',
  description: 'Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['pedido', 'documento'],
    properties: {
      pedido: { type: 'string', maxLength: 20, description: 'Número de pedido, por ejemplo P-1001.' },
      documento: { type: 'string', maxLength: 20 },
    },
  },
  _meta: {
    'com.asixto/capability': 'consulta_estado',
    'com.asixto/verb': 'consultar el estado de un pedido',
  },
};

const codeOf = (example: RuleExample): string[] => {
  const { code } = example;
  return typeof code === 'string' ? [code] : LANGS.map((lang) => code[lang]);
};

/** The rule's findings on an example: a tool fragment over BASE, or a listing. */
function judge(rule: AnyRule, example: RuleExample) {
  const value = JSON.parse(codeOf(example)[0]!) as Record<string, unknown>;
  const subject = rule.scope === 'tool' ? { ...BASE, ...value } : { tools: value.tools };
  return evaluateRule(rule as AnyRule & { check(s: unknown): never }, subject as never, 'en');
}

describe('the rules as documented', () => {
  it('every rule says why in both languages and gives a failing and a passing example', () => {
    const missing = RULES.filter((r) => r.docs === undefined).map((r) => r.id);
    expect(missing, 'rules without `docs` (add why, fail and pass to the rule file)').toEqual([]);
    for (const rule of RULES) {
      const docs = rule.docs!;
      for (const lang of LANGS) expect(docs.why[lang].length, `${rule.id} why ${lang}`).toBeGreaterThan(40);
      for (const example of [docs.fail, docs.pass]) {
        for (const code of codeOf(example)) {
          expect(code.trim().length, rule.id).toBeGreaterThan(0);
          if ((example.syntax ?? 'json') === 'json') expect(() => JSON.parse(code), rule.id).not.toThrow();
        }
      }
      expect(codeOf(docs.fail), rule.id).not.toEqual(codeOf(docs.pass));
    }
  });

  it('the failing example of each definition rule fails it, and the passing one passes it', () => {
    const judged = RULES.filter(
      (r) => r.scope === 'tool' || (r.scope === 'catalog' && (r.docs?.fail.syntax ?? 'json') === 'json'),
    );
    expect(judged.length).toBeGreaterThanOrEqual(27);
    for (const rule of judged) {
      const failing = judge(rule, rule.docs!.fail);
      expect(
        failing.some((f) => !f.ok),
        `${rule.id}: the failing example passes`,
      ).toBe(true);
      const passing = judge(rule, rule.docs!.pass);
      expect(passing.length, `${rule.id}: the rule does not apply to the passing example`).toBeGreaterThan(0);
      expect(
        passing.filter((f) => !f.ok),
        `${rule.id}: the passing example fails`,
      ).toEqual([]);
    }
  });
});
