import { defineRule } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

const VOLATILE: readonly RegExp[] = [
  /\$ ?\d/,
  /\b\d[\d.,]* ?(cop|usd|eur|pesos|dolares|euros)\b/,
  /\b(cop|usd|eur) ?\$? ?\d/,
  /\b\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.|h)?\s?(a|-|–|to|hasta) ?\d{1,2}:\d{2}\b/,
  /\b\d{1,2}:\d{2} ?(am|pm|a\.m\.|p\.m\.)/,
  /\b\d+ (unidades|units|disponibles|en stock|in stock|existencias|cupos)\b/,
  /\b(quedan|hay|only) \d+\b/,
];

/**
 * Page 02 "Descripciones": no volatile data (prices, hours, stock) — it belongs in the response;
 * the description is cached. Suspected from money, clock-time and stock patterns; DEBERÍA.
 */
export const descriptionNoVolatileData = defineRule({
  id: 'description-no-volatile-data',
  level: 'DEBERIA',
  page: '02',
  section: 'Descripciones (sin palabra de obligación: DEBERÍA)',
  scope: 'tool',
  heuristic: true,
  title: {
    es: 'La descripción no contiene datos volátiles (precios, horarios, inventario)',
    en: 'The description holds no volatile data (prices, hours, stock)',
  },
  messages: {
    es: { volatile: 'La descripción parece contener datos volátiles («{excerpt}»): van en la respuesta' },
    en: { volatile: 'The description seems to hold volatile data ("{excerpt}"): it belongs in the response' },
  },
  docs: {
    why: {
      es: 'La descripción se guarda en caché con el catálogo (15 minutos o más): un precio, un horario o un inventario escrito ahí queda viejo. Esos datos van en la respuesta de la herramienta.',
      en: "The description is cached with the catalog (15 minutes or more): a price, an opening time or a stock level written there goes stale. Such data belongs in the tool's answer.",
    },
    fail: {
      code: '{"description": "Devuelve el plan Hogar 300 Mb ($89.900 al mes) del cliente. No la uses para cambiar de plan."}',
    },
    pass: {
      code: '{"description": "Devuelve el plan vigente del cliente con su precio actual. No la uses para cambiar de plan."}',
    },
  },
  applies: (tool: unknown) => toolFields(tool).description !== undefined,
  check(tool: unknown) {
    const text = fold(toolFields(tool).description ?? '');
    for (const re of VOLATILE) {
      const match = re.exec(text);
      if (match) return [{ ok: false, messageId: 'volatile', data: { excerpt: match[0] } }];
    }
    return [];
  },
});
