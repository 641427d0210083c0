import { isJsonObject } from '../../schema/json-value.js';
import { defineRule } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/** Page 02 "Forma de la respuesta": `structuredContent` conforms to a declared `outputSchema` (DEBERÍA). */
export const outputSchemaDeclared = defineRule({
  id: 'output-schema-declared',
  level: 'DEBERIA',
  page: '02',
  section: 'Forma de la respuesta',
  scope: 'tool',
  heuristic: false,
  title: { es: 'La herramienta declara `outputSchema`', en: 'The tool declares an `outputSchema`' },
  messages: {
    es: {
      missing: 'La herramienta no declara `outputSchema`',
      notObject: '`outputSchema` no es un objeto JSON Schema',
    },
    en: {
      missing: 'The tool declares no `outputSchema`',
      notObject: '`outputSchema` is not a JSON Schema object',
    },
  },
  docs: {
    why: {
      es: 'Con `outputSchema`, el Gateway comprueba que `structuredContent` tenga la forma prometida antes de pasárselo al agente, y su definición dice qué devuelve la herramienta.',
      en: 'With an `outputSchema`, the gateway checks that `structuredContent` has the promised shape before handing it to the agent, and your definition says what the tool returns.',
    },
    fail: {
      code: '{"name": "consultar_pedido", "title": "Consultar pedido"}',
      note: { es: 'Sin `outputSchema`.', en: 'No `outputSchema`.' },
    },
    pass: {
      code: '{"name": "consultar_pedido", "outputSchema": {"type": "object", "required": ["pedido", "estado"], "properties": {"pedido": {"type": "string"}, "estado": {"enum": ["recibido", "en_camino", "entregado"]}}}}',
    },
  },
  check(tool: unknown) {
    const { outputSchema } = toolFields(tool);
    if (outputSchema === undefined || outputSchema === null) return [{ ok: false, messageId: 'missing' }];
    return isJsonObject(outputSchema) ? [] : [{ ok: false, messageId: 'notObject' }];
  },
});
