import { isJsonObject, own } from '../../schema/json-value.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/** Page 02 "Reglas del esquema": no `oneOf`/`anyOf`/`allOf` at the root of `inputSchema` (DEBERÍA). */
export const noRootCombinator = defineRule({
  id: 'no-root-combinator',
  level: 'DEBERIA',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: false,
  title: {
    es: '`inputSchema` no usa `oneOf`/`anyOf`/`allOf` en la raíz',
    en: '`inputSchema` uses no `oneOf`/`anyOf`/`allOf` at its root',
  },
  messages: {
    es: { combinator: '`inputSchema` usa `{keyword}` en la raíz: prefiera un objeto plano' },
    en: { combinator: '`inputSchema` uses `{keyword}` at its root: prefer a flat object' },
  },
  docs: {
    why: {
      es: 'El modelo acierta mucho más con un objeto plano de una capa que con alternativas en la raíz (`oneOf`, `anyOf`, `allOf`). Haga opcionales los campos y resuelva en su sistema qué combinación basta.',
      en: 'The model gets a flat one-level object right far more often than alternatives at the root (`oneOf`, `anyOf`, `allOf`). Make the fields optional and let your system decide which combination is enough.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "properties": {"documento": {"type": "string", "maxLength": 20}, "pedido": {"type": "string", "maxLength": 20}}, "anyOf": [{"required": ["documento"]}, {"required": ["pedido"]}]}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20}, "pedido": {"type": ["string", "null"], "maxLength": 20}}}}',
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    if (!isJsonObject(root)) return [];
    const results: RuleResult<'combinator'>[] = [];
    for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
      if (own(root, keyword) !== undefined)
        results.push({ ok: false, messageId: 'combinator', path: `/${keyword}`, data: { keyword } });
    }
    return results;
  },
});
