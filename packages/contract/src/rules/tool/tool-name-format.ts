import { LIMITS } from '../../constants/limits.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

type Id = 'missing' | 'tooLong' | 'badFormat';

/** Page 02 "Nombres y longitudes": ≤ 40 characters, `^[a-z0-9_]+$`. */
export const toolNameFormat = defineRule({
  id: 'tool-name-format',
  level: 'DEBE',
  page: '02',
  section: 'Nombres y longitudes',
  scope: 'tool',
  heuristic: false,
  title: {
    es: 'El nombre tiene como máximo 40 caracteres y solo minúsculas, dígitos y guion bajo',
    en: 'The name has at most 40 characters and only lower-case letters, digits and underscores',
  },
  messages: {
    es: {
      missing: 'La herramienta no tiene `name` (texto)',
      tooLong: 'El nombre `{name}` tiene {length} caracteres; el máximo es {max}',
      badFormat: 'El nombre `{name}` no cumple `^[a-z0-9_]+$`',
    },
    en: {
      missing: 'The tool has no `name` (string)',
      tooLong: 'The name `{name}` has {length} characters; the maximum is {max}',
      badFormat: 'The name `{name}` does not match `^[a-z0-9_]+$`',
    },
  },
  check(tool: unknown) {
    const { name } = toolFields(tool);
    if (name === undefined || name === '') return [{ ok: false, messageId: 'missing' }];
    const results: RuleResult<Id>[] = [];
    if (name.length > LIMITS.toolNameMax) {
      results.push({
        ok: false,
        messageId: 'tooLong',
        data: { name, length: name.length, max: LIMITS.toolNameMax },
      });
    }
    if (!LIMITS.toolNamePattern.test(name))
      results.push({ ok: false, messageId: 'badFormat', data: { name } });
    return results;
  },
});
