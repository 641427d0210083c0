import { isJsonObject, own } from '../../schema/json-value.js';
import { escapePointer } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

const INTERNAL_ID =
  /^(id|uuid|guid|pk|oid)$|_(id|uuid|guid|pk)$|^(id|uuid|guid|pk)_|[a-z0-9](Id|ID|Uuid|UUID|Pk)$/;
// Identifiers the customer knows and can say aloud are not internal.
const CUSTOMER_KNOWN =
  /documento|cedula|nit|pasaporte|telefono|celular|correo|email|radicado|placa|factura|contrato|pedido/;

/**
 * Page 02 "Reglas del esquema": no internal identifier as required input. Suspected from the names
 * of required root parameters (`id`, `*_id`, `id_*`, `uuid`, `pk`, `clienteId`); identifiers the
 * customer knows (document, phone, case number) are not internal.
 */
export const noInternalIdRequired = defineRule({
  id: 'no-internal-id-required',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: true,
  title: {
    es: 'Ningún identificador interno es entrada obligatoria',
    en: 'No internal identifier is a required input',
  },
  messages: {
    es: {
      internalId: 'El obligatorio `{param}` parece un identificador interno que el modelo no puede construir',
    },
    en: { internalId: 'Required `{param}` looks like an internal identifier the model cannot build' },
  },
  docs: {
    why: {
      es: 'El modelo no puede construir un identificador interno de su sistema: lo inventa. Pida lo que el cliente sabe y puede decir (su documento, el número de pedido) o exponga antes una herramienta que resuelva el identificador.',
      en: 'The model cannot build an internal identifier of your system: it makes one up. Ask for what the customer knows and can say (their document, the order number), or first expose a tool that resolves the identifier.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["cliente_id"], "properties": {"cliente_id": {"type": "string", "maxLength": 36}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20, "description": "Documento del cliente, por ejemplo CC1032456789."}}}}',
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    if (!isJsonObject(root)) return [];
    const required = own(root, 'required');
    const results: RuleResult<'internalId'>[] = [];
    for (const param of Array.isArray(required) ? required : []) {
      if (typeof param !== 'string') continue;
      if (INTERNAL_ID.test(param) && !CUSTOMER_KNOWN.test(fold(param))) {
        results.push({
          ok: false,
          messageId: 'internalId',
          path: `/properties/${escapePointer(param)}`,
          data: { param },
        });
      }
    }
    return results;
  },
});
