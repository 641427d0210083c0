import { isJsonObject, own } from '../../schema/json-value.js';
import { deref } from '../../schema/resolve-ref.js';
import { descriptionOf } from '../../schema/schema-facts.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

type Id = 'tooMany' | 'optionalWording' | 'hasDefault';

/** More required root parameters than this is suspicious: the model starts inventing values. */
export const MAX_ESSENTIAL_REQUIRED = 5;

const OPTIONAL_WORDING =
  /\b(opcional|optional|por defecto|por omision|by default|defaults to|si no se (indica|envia|informa))\b/;

/**
 * Page 02 "Reglas del esquema": `required` holds only what is essential. Only suspicion is
 * possible: many required parameters, or a required one that says it is optional or defaulted.
 */
export const requiredOnlyEssential = defineRule({
  id: 'required-only-essential',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: true,
  title: { es: '`required` contiene solo lo imprescindible', en: '`required` holds only what is essential' },
  messages: {
    es: {
      tooMany: 'Hay {count} parámetros obligatorios; más de {max} hace que el modelo invente valores',
      optionalWording: 'El obligatorio `{param}` se describe como opcional o con valor por defecto',
      hasDefault: 'El obligatorio `{param}` declara `default`: el sistema puede resolverlo',
    },
    en: {
      tooMany: 'There are {count} required parameters; more than {max} makes the model invent values',
      optionalWording: 'Required `{param}` is described as optional or defaulted',
      hasDefault: 'Required `{param}` declares a `default`: the system can resolve it',
    },
  },
  docs: {
    why: {
      es: 'Con muchos parámetros obligatorios, el modelo inventa valores para poder llamar a la herramienta. Deje fuera de `required` todo lo que su sistema pueda resolver por su cuenta.',
      en: 'With many required parameters, the model invents values just to be able to call the tool. Leave out of `required` everything your system can work out on its own.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento", "canal"], "properties": {"documento": {"type": "string", "maxLength": 20}, "canal": {"type": "string", "enum": ["chat", "voz"], "default": "chat"}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20}, "canal": {"type": ["string", "null"], "enum": ["chat", "voz", null]}}}}',
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    const results: RuleResult<Id>[] = [];
    const requiredList = isJsonObject(root) ? own(root, 'required') : undefined;
    if (Array.isArray(requiredList) && requiredList.length > MAX_ESSENTIAL_REQUIRED) {
      results.push({
        ok: false,
        messageId: 'tooMany',
        data: { count: requiredList.length, max: MAX_ESSENTIAL_REQUIRED },
      });
    }
    walkProperties(root, {
      property({ name, path, schema, required }) {
        if (!required) return;
        const resolved = deref(schema, root, new Set());
        const s = resolved.ok ? resolved.schema : schema;
        const d = descriptionOf(s);
        if (d !== undefined && OPTIONAL_WORDING.test(fold(d))) {
          results.push({ ok: false, messageId: 'optionalWording', path, data: { param: name } });
        } else if (isJsonObject(s) && Object.hasOwn(s, 'default')) {
          results.push({ ok: false, messageId: 'hasDefault', path, data: { param: name } });
        }
      },
    });
    return results;
  },
});
