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
