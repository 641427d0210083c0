import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { toolFields } from '../tool/tool-fields.js';
import type { CatalogSubject } from './catalog-subject.js';

/** Page 02 "Nombres y longitudes": a name is unique in its catalog. */
export const catalogUniqueNames = defineRule({
  id: 'catalog-unique-names',
  level: 'DEBE',
  page: '02',
  section: 'Nombres y longitudes',
  scope: 'catalog',
  heuristic: false,
  title: {
    es: 'Cada nombre de herramienta es único en el catálogo',
    en: 'Every tool name is unique in the catalog',
  },
  messages: {
    es: { duplicate: 'El nombre `{name}` aparece {count} veces en el catálogo' },
    en: { duplicate: 'The name `{name}` appears {count} times in the catalog' },
  },
  docs: {
    why: {
      es: 'El Gateway identifica cada herramienta por su nombre: con dos iguales, una llamada no sabría a cuál va y el catálogo no se puede exponer sin ambigüedad.',
      en: 'The gateway identifies every tool by its name: with two alike, a call could not tell which one it is for, and the catalog cannot be exposed without ambiguity.',
    },
    fail: {
      code: '{"tools": [{"name": "consultar_pedido", "description": "…"}, {"name": "consultar_pedido", "description": "…"}]}',
      note: { es: 'Un `tools/list`, abreviado.', en: 'A `tools/list`, shortened.' },
    },
    pass: {
      code: '{"tools": [{"name": "consultar_pedido", "description": "…"}, {"name": "cancelar_pedido", "description": "…"}]}',
    },
  },
  check({ tools }: CatalogSubject) {
    const counts = new Map<string, number>();
    for (const tool of tools) {
      const { name } = toolFields(tool);
      if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const results: RuleResult<'duplicate'>[] = [];
    for (const [name, count] of counts) {
      if (count > 1) results.push({ ok: false, messageId: 'duplicate', tool: name, data: { name, count } });
    }
    return results;
  },
});
