import { LIMITS } from '../../constants/limits.js';
import { defineRule } from '../define-rule.js';
import type { CatalogSubject } from './catalog-subject.js';

/** Page 07 "Catálogo": at most 50 tools per server (the gateway default). */
export const catalogMaxTools = defineRule({
  id: 'catalog-max-tools',
  level: 'DEBE',
  page: '07',
  section: 'Catálogo (50 herramientas por servidor, configurable en el Gateway)',
  scope: 'catalog',
  heuristic: false,
  title: { es: 'El catálogo tiene como máximo 50 herramientas', en: 'The catalog has at most 50 tools' },
  messages: {
    es: { tooMany: 'El catálogo tiene {count} herramientas; el máximo es {max}' },
    en: { tooMany: 'The catalog has {count} tools; the maximum is {max}' },
  },
  docs: {
    why: {
      es: 'Cada definición viaja al modelo: un catálogo enorme diluye la elección y encarece cada turno. El Gateway acepta como máximo 50 herramientas por servidor (configurable por el operador).',
      en: 'Every definition goes to the model: a huge catalog dilutes the choice and makes every turn dearer. The gateway accepts at most 50 tools per server (the operator can change it).',
    },
    fail: { code: { es: 'tools/list → 64 herramientas', en: 'tools/list → 64 tools' }, syntax: 'text' },
    pass: { code: { es: 'tools/list → 12 herramientas', en: 'tools/list → 12 tools' }, syntax: 'text' },
  },
  check({ tools }: CatalogSubject) {
    return tools.length > LIMITS.toolsPerServer
      ? [{ ok: false, messageId: 'tooMany', data: { count: tools.length, max: LIMITS.toolsPerServer } }]
      : [];
  },
});
