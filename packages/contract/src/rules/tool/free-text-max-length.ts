import { isJsonObject, own } from '../../schema/json-value.js';
import { deref } from '../../schema/resolve-ref.js';
import { closesValues, declaredTypes } from '../../schema/schema-facts.js';
import { spend, walkBudget } from '../../schema/walk-budget.js';
import type { WalkBudget } from '../../schema/walk-budget.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/**
 * Page 02 "Reglas del esquema": `maxLength` on every free-text string. Free text is a string type
 * with no `enum`/`const`/`format`/`pattern`; a `maxLength` (or a closing keyword) on an enclosing
 * level counts for the branches of its `anyOf`/`oneOf`, so zod's nullable strings pass.
 */
export const freeTextMaxLength = defineRule({
  id: 'free-text-max-length',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: false,
  title: { es: 'Todo texto libre declara `maxLength`', en: 'Every free-text string declares `maxLength`' },
  messages: {
    es: { noMaxLength: 'El texto libre `{param}` no declara `maxLength`' },
    en: { noMaxLength: 'Free-text `{param}` does not declare `maxLength`' },
  },
  docs: {
    why: {
      es: 'Un texto sin límite deja que el modelo escriba párrafos donde usted esperaba una línea: `maxLength` protege su backend y acota el costo del turno.',
      en: 'An unbounded text lets the model write paragraphs where you expected a line: `maxLength` protects your backend and bounds the cost of the turn.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["descripcion"], "properties": {"descripcion": {"type": "string"}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["descripcion"], "properties": {"descripcion": {"type": "string", "maxLength": 400}}}}',
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    const results: RuleResult<'noMaxLength'>[] = [];
    const reported = new Set<string>();
    const budget = walkBudget();
    const report = (param: string, path: string): void => {
      if (reported.has(path)) return;
      reported.add(path);
      results.push({ ok: false, messageId: 'noMaxLength', path, data: { param } });
    };
    walkProperties(root, {
      property({ name, path, schema }) {
        inspect(schema, root, name, path, { bounded: false, closed: false }, new Set(), 0, report, budget);
      },
    });
    return results;
  },
});

interface Inherited {
  bounded: boolean;
  closed: boolean;
}

function inspect(
  schema: unknown,
  root: unknown,
  name: string,
  path: string,
  inherited: Inherited,
  seen: ReadonlySet<string>,
  level: number,
  report: (param: string, path: string) => void,
  budget: WalkBudget,
): void {
  if (level > 16 || !spend(budget)) return;
  const resolved = deref(schema, root, seen);
  if (!resolved.ok || !isJsonObject(resolved.schema)) return;
  const s = resolved.schema;
  const here: Inherited = {
    bounded: inherited.bounded || typeof own(s, 'maxLength') === 'number',
    closed: inherited.closed || closesValues(s),
  };
  if (declaredTypes(s).includes('string') && !here.bounded && !here.closed) report(name, path);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = own(s, keyword);
    if (!Array.isArray(branches)) continue;
    for (const branch of branches)
      inspect(branch, root, name, path, here, resolved.refs, level + 1, report, budget);
  }
  // Array items are their own values: a bound on the array is not a bound on each string.
  const items = own(s, 'items');
  if (isJsonObject(items)) {
    inspect(
      items,
      root,
      `${name}[]`,
      `${path}/items`,
      { bounded: false, closed: false },
      resolved.refs,
      level + 1,
      report,
      budget,
    );
  }
}
