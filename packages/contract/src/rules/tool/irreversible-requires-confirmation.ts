import { isJsonObject, own } from '../../schema/json-value.js';
import { deref } from '../../schema/resolve-ref.js';
import { declaredTypes } from '../../schema/schema-facts.js';
import { defineRule } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

/**
 * Page 05 guarantee 4 (and page 02 "No delegue la confirmación"): an irreversible operation
 * (`destructiveHint: true`) requires an explicit confirmation field in its schema. Suspected from a
 * required root parameter named `confirm…` that is a boolean or the constant `true`.
 */
export const irreversibleRequiresConfirmation = defineRule({
  id: 'irreversible-requires-confirmation',
  level: 'DEBE',
  page: '05',
  section: 'Garantía 4 · El dato crítico lo decide su sistema',
  scope: 'tool',
  heuristic: true,
  title: {
    es: 'Una operación irreversible exige un campo de confirmación explícito',
    en: 'An irreversible operation requires an explicit confirmation field',
  },
  messages: {
    es: {
      noConfirmation: 'Es destructiva pero no exige un parámetro de confirmación (p. ej. `confirmar: true`)',
    },
    en: {
      noConfirmation: 'It is destructive but requires no confirmation parameter (e.g. `confirmar: true`)',
    },
  },
  docs: {
    why: {
      es: 'Pedir confirmación antes de una acción sensible es una instrucción al modelo, y se cumple alrededor del 92 % de las veces. Para cobrar, cancelar o borrar, la guarda que cuenta es la de su sistema: un campo de confirmación obligatorio en el esquema, y estado y propiedad validados antes de ejecutar.',
      en: "Asking for confirmation before a sensitive action is an instruction to the model, and it is followed about 92 % of the time. To charge, cancel or delete, the guard that counts is your system's: a required confirmation field in the schema, and state and ownership checked before running.",
    },
    fail: {
      code: '{"name": "cancelar_cita", "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true}, "inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento", "codigo_cita"], "properties": {"documento": {"type": "string", "maxLength": 20}, "codigo_cita": {"type": "string", "maxLength": 20}}}}',
    },
    pass: {
      code: '{"name": "cancelar_cita", "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true}, "inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento", "codigo_cita", "confirmar"], "properties": {"documento": {"type": "string", "maxLength": 20}, "codigo_cita": {"type": "string", "maxLength": 20}, "confirmar": {"type": "boolean", "const": true, "description": "true solo si el cliente confirmó la cancelación."}}}}',
    },
  },
  applies(tool: unknown) {
    const { annotations } = toolFields(tool);
    return isJsonObject(annotations) && own(annotations, 'destructiveHint') === true;
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    if (!isJsonObject(root)) return [{ ok: false, messageId: 'noConfirmation' }];
    const properties = own(root, 'properties');
    const required = own(root, 'required');
    if (!isJsonObject(properties) || !Array.isArray(required))
      return [{ ok: false, messageId: 'noConfirmation' }];
    const confirmed = required.some((param) => {
      if (typeof param !== 'string' || !fold(param).startsWith('confirm')) return false;
      const resolved = deref(own(properties, param), root, new Set());
      if (!resolved.ok || !isJsonObject(resolved.schema)) return false;
      return declaredTypes(resolved.schema).includes('boolean') || own(resolved.schema, 'const') === true;
    });
    return confirmed ? [] : [{ ok: false, messageId: 'noConfirmation' }];
  },
});
