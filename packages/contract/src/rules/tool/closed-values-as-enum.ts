import { isJsonObject, own } from '../../schema/json-value.js';
import { deref } from '../../schema/resolve-ref.js';
import { closesValues, declaredTypes, descriptionOf } from '../../schema/schema-facts.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fold } from './tool-fields.js';
import { toolFields } from './tool-fields.js';

// Each pattern is linear (no nested quantifiers), so a long description cannot blow up.
const LISTED_OPTIONS: readonly RegExp[] = [
  /\b(uno de|una de|one of|valores posibles|valores permitidos|valores validos|possible values|allowed values|opciones:|options:)/,
  /\b[a-z0-9_]+ ?\| ?[a-z0-9_]+\b/,
  /\b[a-z0-9_]+, [a-z0-9_]+,? (o|u|or) [a-z0-9_]+\b/,
  /["'`][^"'`\s]{1,30}["'`] ?(,|\bo\b|\bor\b) ?["'`][^"'`\s]{1,30}["'`]/,
];

/**
 * Page 02 "Reglas del esquema": closed values as `enum`. Suspected when a free string's
 * description enumerates its options ("uno de", "a|b|c", "alta, media o baja").
 */
export const closedValuesAsEnum = defineRule({
  id: 'closed-values-as-enum',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: true,
  title: { es: 'Los valores cerrados se declaran como `enum`', en: 'Closed values are declared as `enum`' },
  messages: {
    es: { listedInDescription: 'La descripción de `{param}` enumera valores: declárelos como `enum`' },
    en: { listedInDescription: 'The description of `{param}` lists values: declare them as an `enum`' },
  },
  docs: {
    why: {
      es: 'Lo que no está enumerado, el modelo lo adivina en lenguaje natural («falla técnica», «Falla», «problema»). Un `enum` le da los valores exactos que su sistema entiende.',
      en: 'What is not enumerated, the model guesses in natural language ("technical fault", "Fault", "problem"). An `enum` gives it the exact values your system understands.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["tipo"], "properties": {"tipo": {"type": "string", "maxLength": 20, "description": "Uno de: falla, instalacion o cobro."}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["tipo"], "properties": {"tipo": {"enum": ["falla", "instalacion", "cobro"]}}}}',
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    const results: RuleResult<'listedInDescription'>[] = [];
    walkProperties(root, {
      property({ name, path, schema }) {
        const resolved = deref(schema, root, new Set());
        const s = resolved.ok ? resolved.schema : schema;
        if (!isFreeString(s)) return;
        const d = descriptionOf(s);
        if (d !== undefined && LISTED_OPTIONS.some((re) => re.test(fold(d)))) {
          results.push({ ok: false, messageId: 'listedInDescription', path, data: { param: name } });
        }
      },
    });
    return results;
  },
});

function isFreeString(schema: unknown): boolean {
  if (!isJsonObject(schema) || closesValues(schema)) return false;
  if (declaredTypes(schema).includes('string')) return true;
  const branches = [...arrayOf(own(schema, 'anyOf')), ...arrayOf(own(schema, 'oneOf'))];
  return branches.some((b) => declaredTypes(b).includes('string') && !closesValues(b));
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
