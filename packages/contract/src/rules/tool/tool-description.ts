import { LIMITS } from '../../constants/limits.js';
import { defineRule } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/** Page 02 "Nombres y longitudes": the description is present and ≤ 700 characters. */
export const toolDescription = defineRule({
  id: 'tool-description',
  level: 'DEBE',
  page: '02',
  section: 'Nombres y longitudes',
  scope: 'tool',
  heuristic: false,
  title: {
    es: 'La herramienta tiene descripción de como máximo 700 caracteres',
    en: 'The tool has a description of at most 700 characters',
  },
  messages: {
    es: {
      missing: 'La herramienta no tiene `description`',
      tooLong: 'La descripción tiene {length} caracteres; el máximo es {max}',
    },
    en: {
      missing: 'The tool has no `description`',
      tooLong: 'The description has {length} characters; the maximum is {max}',
    },
  },
  docs: {
    why: {
      es: 'La descripción es lo que el modelo lee para decidir si usa la herramienta. El proveedor rechaza descripciones de más de 1.024 caracteres, y el agente añade su propio contexto delante: 700 deja ese margen.',
      en: 'The description is what the model reads to decide whether to use the tool. The provider refuses descriptions over 1,024 characters, and the agent adds its own context in front: 700 leaves that room.',
    },
    fail: {
      code: '{"name": "consultar_pedido", "description": ""}',
      note: {
        es: 'Sin descripción (o con más de 700 caracteres).',
        en: 'No description (or one over 700 characters).',
      },
    },
    pass: {
      code: '{"name": "consultar_pedido", "description": "Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos."}',
    },
  },
  check(tool: unknown) {
    const { description } = toolFields(tool);
    if (description === undefined || description.trim() === '') return [{ ok: false, messageId: 'missing' }];
    if (description.length > LIMITS.descriptionMax) {
      return [
        { ok: false, messageId: 'tooLong', data: { length: description.length, max: LIMITS.descriptionMax } },
      ];
    }
    return [];
  },
});
