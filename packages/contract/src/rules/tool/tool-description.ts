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
