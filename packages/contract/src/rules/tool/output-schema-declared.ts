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
  check(tool: unknown) {
    const { outputSchema } = toolFields(tool);
    if (outputSchema === undefined || outputSchema === null) return [{ ok: false, messageId: 'missing' }];
    return isJsonObject(outputSchema) ? [] : [{ ok: false, messageId: 'notObject' }];
  },
});
