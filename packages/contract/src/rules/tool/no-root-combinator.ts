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
