import { defineRule } from '../define-rule.js';
import { toolFields } from '../tool/tool-fields.js';
import type { CatalogSubject } from './catalog-subject.js';

/**
 * Page 02 "Transporte": `tools/list` DEBERÍA return tools in a stable order. Judged only when a
 * second listing is given, on the tools both listings share (adding or removing a tool is not a
 * change of order).
 */
export const catalogStableOrder = defineRule({
  id: 'catalog-stable-order',
  level: 'DEBERIA',
  page: '02',
  section: 'Transporte (orden estable de tools/list)',
  scope: 'catalog',
  heuristic: false,
  title: {
    es: 'Dos listados seguidos devuelven las herramientas en el mismo orden',
    en: 'Two consecutive listings return the tools in the same order',
  },
  messages: {
    es: { changed: 'El orden cambió entre dos listados: `{first}` frente a `{second}`' },
    en: { changed: 'The order changed between two listings: `{first}` versus `{second}`' },
  },
  docs: {
    why: {
      es: 'El propio estándar lo recomienda: si el orden de `tools/list` cambia, se invalida la caché del prompt del modelo y sube la latencia de cada turno.',
      en: "The standard itself recommends it: when the order of `tools/list` changes, the model's prompt cache is invalidated and every turn gets slower.",
    },
    fail: {
      code: 'tools/list → consultar_pedido, cancelar_pedido\ntools/list → cancelar_pedido, consultar_pedido',
      syntax: 'text',
    },
    pass: {
      code: 'tools/list → consultar_pedido, cancelar_pedido\ntools/list → consultar_pedido, cancelar_pedido',
      syntax: 'text',
    },
  },
  applies: (subject: CatalogSubject) => subject.secondListing !== undefined,
  check({ tools, secondListing = [] }: CatalogSubject) {
    const a = names(tools);
    const b = names(secondListing);
    const inA = new Set(a);
    const inB = new Set(b);
    const first = a.filter((n) => inB.has(n));
    const second = b.filter((n) => inA.has(n));
    return first.join('\n') === second.join('\n')
      ? []
      : [{ ok: false, messageId: 'changed', data: { first: first.join(', '), second: second.join(', ') } }];
  },
});

function names(tools: readonly unknown[]): string[] {
  return tools.map((t) => toolFields(t).name).filter((n): n is string => n !== undefined);
}
