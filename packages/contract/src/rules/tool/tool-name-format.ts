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
  docs: {
    why: {
      es: 'El proveedor del modelo solo acepta nombres que cumplan `^[a-zA-Z0-9_-]{1,64}$`, y el Gateway antepone `ext__{empresa}__` (hasta 24 caracteres) para que no choquen con las herramientas propias del agente. Con 40 caracteres como máximo, en minúsculas, dígitos y guion bajo, el nombre completo siempre cabe.',
      en: "The model provider only accepts names that match `^[a-zA-Z0-9_-]{1,64}$`, and the gateway puts `ext__{company}__` (up to 24 characters) in front so they never collide with the agent's own tools. With at most 40 lower-case letters, digits and underscores, the full name always fits.",
    },
    fail: { code: '{"name": "Consultar-Estado-Del-Pedido-Del-Cliente-Por-Documento"}' },
    pass: { code: '{"name": "consultar_pedido"}' },
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
