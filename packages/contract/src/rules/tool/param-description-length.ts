import { LIMITS } from '../../constants/limits.js';
import { descriptionOf } from '../../schema/schema-facts.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/**
 * Page 02 "Nombres y longitudes": parameter descriptions ≤ 200 characters. The table writes this
 * limit without bold, unlike the name and description limits, so it is read as DEBERÍA.
 */
export const paramDescriptionLength = defineRule({
  id: 'param-description-length',
  level: 'DEBERIA',
  page: '02',
  section: 'Nombres y longitudes (límite sin negrita: se lee como DEBERÍA)',
  scope: 'tool',
  heuristic: false,
  title: {
    es: 'Cada descripción de parámetro tiene como máximo 200 caracteres',
    en: 'Every parameter description has at most 200 characters',
  },
  messages: {
    es: { tooLong: 'La descripción de `{param}` tiene {length} caracteres; el máximo es {max}' },
    en: { tooLong: 'The description of `{param}` has {length} characters; the maximum is {max}' },
  },
  docs: {
    why: {
      es: 'Cada carácter de la definición viaja al modelo en cada turno de la conversación, y se paga en latencia y en costo. La descripción de un parámetro dice qué es y da un ejemplo; el resto sobra.',
      en: 'Every character of the definition goes to the model on every turn of the conversation, and is paid for in latency and cost. A parameter description says what it is and gives an example; the rest is surplus.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["pedido"], "properties": {"pedido": {"type": "string", "maxLength": 20, "description": "Número del pedido tal como aparece en la factura electrónica o en el correo de confirmación que recibió el cliente al momento de la compra, que puede empezar por P o por W según el canal de venta, y que también se puede encontrar en la sección Mis pedidos del portal web de clientes."}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["pedido"], "properties": {"pedido": {"type": "string", "maxLength": 20, "description": "Número de pedido, por ejemplo P-1001."}}}}',
    },
  },
  check(tool: unknown) {
    const results: RuleResult<'tooLong'>[] = [];
    walkProperties(toolFields(tool).inputSchema, {
      property({ name, path, schema }) {
        const d = descriptionOf(schema);
        if (d !== undefined && d.length > LIMITS.paramDescriptionMax) {
          results.push({
            ok: false,
            messageId: 'tooLong',
            path,
            data: { param: name, length: d.length, max: LIMITS.paramDescriptionMax },
          });
        }
      },
    });
    return results;
  },
});
