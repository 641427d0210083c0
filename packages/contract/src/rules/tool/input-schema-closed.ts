import { isJsonObject, own } from '../../schema/json-value.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

type Id = 'missing' | 'notObjectType' | 'open' | 'nestedOpen';

/**
 * Page 02 "Reglas del esquema": `inputSchema` is an object schema with `additionalProperties:
 * false`. Nested objects with declared properties must be closed too; a map (`additionalProperties`
 * given as a schema) is a deliberate choice and is left alone.
 */
export const inputSchemaClosed = defineRule({
  id: 'input-schema-closed',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: false,
  title: {
    es: '`inputSchema` es un objeto con `additionalProperties: false`',
    en: '`inputSchema` is an object with `additionalProperties: false`',
  },
  messages: {
    es: {
      missing: 'La herramienta no tiene `inputSchema` (objeto)',
      notObjectType: '`inputSchema` no declara `"type": "object"`',
      open: '`inputSchema` no declara `additionalProperties: false`',
      nestedOpen: 'El objeto `{param}` no declara `additionalProperties: false`',
    },
    en: {
      missing: 'The tool has no `inputSchema` (object)',
      notObjectType: '`inputSchema` does not declare `"type": "object"`',
      open: '`inputSchema` does not declare `additionalProperties: false`',
      nestedOpen: 'The object `{param}` does not declare `additionalProperties: false`',
    },
  },
  docs: {
    why: {
      es: 'Un esquema abierto invita al modelo a inventar campos. Cerrarlo no le quita nada a su servidor: los metadatos del Gateway viajan en `_meta`, no en los argumentos.',
      en: "An open schema invites the model to invent fields. Closing it takes nothing from your server: the gateway's metadata travels in `_meta`, not in the arguments.",
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "required": ["pedido"], "properties": {"pedido": {"type": "string", "maxLength": 20}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["pedido"], "properties": {"pedido": {"type": "string", "maxLength": 20}}}}',
    },
  },
  check(tool: unknown) {
    const schema = toolFields(tool).inputSchema;
    if (!isJsonObject(schema)) return [{ ok: false, messageId: 'missing' }];
    const results: RuleResult<Id>[] = [];
    if (own(schema, 'type') !== 'object') results.push({ ok: false, messageId: 'notObjectType' });
    if (own(schema, 'additionalProperties') !== false) results.push({ ok: false, messageId: 'open' });
    const reported = new Set<string>();
    walkProperties(schema, {
      object({ path, schema: shape, depth }) {
        if (depth === 0 || reported.has(path)) return;
        const extra = own(shape, 'additionalProperties');
        if (isJsonObject(own(shape, 'properties')) && (extra === undefined || extra === true)) {
          reported.add(path);
          results.push({ ok: false, messageId: 'nestedOpen', path, data: { param: paramName(path) } });
        }
      },
    });
    return results;
  },
});

function paramName(path: string): string {
  return path
    .split('/properties/')
    .filter((s) => s !== '')
    .join('.')
    .replace(/\/items/g, '[]');
}
