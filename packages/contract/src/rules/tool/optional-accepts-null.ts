import { nullVerdict } from '../../schema/accepts-null.js';
import { walkBudget } from '../../schema/walk-budget.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

type Id = 'notNullable' | 'enumWithoutNull' | 'tooComplex';

/**
 * Page 02 "Reglas del esquema": every optional parameter accepts `null`, at every depth, through
 * `type` with "null" or an `anyOf`/`oneOf` branch `{type: "null"}`; an `enum` must then hold null.
 */
export const optionalAcceptsNull = defineRule({
  id: 'optional-accepts-null',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema (Por qué los opcionales DEBEN aceptar null)',
  scope: 'tool',
  heuristic: false,
  title: { es: 'Todo parámetro opcional acepta null', en: 'Every optional parameter accepts null' },
  messages: {
    es: {
      notNullable: 'El opcional `{param}` no admite null',
      enumWithoutNull: 'El opcional `{param}` tiene un `enum` sin null',
      tooComplex:
        '`inputSchema` es demasiado grande o recursivo para verificar que los opcionales admiten null',
    },
    en: {
      notNullable: 'Optional `{param}` does not accept null',
      enumWithoutNull: 'Optional `{param}` has an `enum` without null',
      tooComplex: '`inputSchema` is too large or recursive to verify that optionals accept null',
    },
  },
  docs: {
    why: {
      es: 'El proveedor del modelo valida cada llamada contra el esquema antes de entregarla. El modelo envía `null` en un opcional a menudo, en vez de omitirlo; si el esquema no lo admite, la API responde 400 y se cae la respuesta completa del agente, no solo esa herramienta. Es el requisito que más se pasa por alto.',
      en: "The model provider validates every call against the schema before handing it over. The model often sends `null` for an optional field instead of leaving it out; if the schema does not accept it, the API answers 400 and the agent's whole answer is lost, not just that tool. It is the requirement most often missed.",
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20}, "prioridad": {"type": "string", "enum": ["alta", "normal"]}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20}, "prioridad": {"type": ["string", "null"], "enum": ["alta", "normal", null]}}}}',
      note: {
        es: 'Con zod: `.nullable()` en cada opcional (genera un `anyOf` con una rama `null`).',
        en: 'With zod: `.nullable()` on every optional (it yields an `anyOf` with a `null` branch).',
      },
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    const results: RuleResult<Id>[] = [];
    const seen = new Set<string>();
    // One budget for the whole rule, so a hostile schema costs a bounded number of steps.
    const budget = walkBudget();
    const walk = walkProperties(root, {
      property({ name, path, schema, required }) {
        if (required || seen.has(path)) return;
        seen.add(path);
        const verdict = nullVerdict(schema, root, new Set(), budget);
        if (verdict === 'refuses')
          results.push({ ok: false, messageId: 'notNullable', path, data: { param: name } });
        if (verdict === 'enum-without-null') {
          results.push({ ok: false, messageId: 'enumWithoutNull', path, data: { param: name } });
        }
      },
    });
    // A schema too large to walk cannot be shown to accept null, so it cannot pass.
    if (!walk.complete || budget.left < 0) results.push({ ok: false, messageId: 'tooComplex' });
    return results;
  },
});
