import { LIMITS } from '../../constants/limits.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/**
 * Page 02 "Reglas del esquema": no deep nesting (DEBERÍA). A parameter deeper than
 * `LIMITS.maxInputNesting` object levels is reported once, at the first level that exceeds it.
 */
export const noDeepNesting = defineRule({
  id: 'no-deep-nesting',
  level: 'DEBERIA',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: false,
  title: {
    es: `Los parámetros no se anidan más de ${LIMITS.maxInputNesting} niveles`,
    en: `Parameters are nested at most ${LIMITS.maxInputNesting} levels deep`,
  },
  messages: {
    es: { tooDeep: '`{param}` está anidado a {depth} niveles; el máximo recomendado es {max}' },
    en: { tooDeep: '`{param}` is nested {depth} levels deep; the recommended maximum is {max}' },
  },
  docs: {
    why: {
      es: 'Los parámetros anidados en varios niveles se aciertan mucho menos: el modelo omite o desordena campos internos. Aplane la entrada a una o dos capas.',
      en: 'Parameters nested several levels deep are filled in correctly far less often: the model drops or misplaces inner fields. Flatten the input to one or two levels.',
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": [], "properties": {"cliente": {"type": "object", "additionalProperties": false, "properties": {"direccion": {"type": "object", "additionalProperties": false, "properties": {"ciudad": {"type": ["string", "null"], "maxLength": 60}}}}}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": [], "properties": {"ciudad": {"type": ["string", "null"], "maxLength": 60}}}}',
    },
  },
  check(tool: unknown) {
    const results: RuleResult<'tooDeep'>[] = [];
    const seen = new Set<string>();
    walkProperties(toolFields(tool).inputSchema, {
      property({ name, path, depth }) {
        if (depth !== LIMITS.maxInputNesting + 1 || seen.has(path)) return;
        seen.add(path);
        results.push({
          ok: false,
          messageId: 'tooDeep',
          path,
          data: { param: name, depth, max: LIMITS.maxInputNesting },
        });
      },
    });
    return results;
  },
});
