import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

function hasEmptyList(value: unknown, depth = 0): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (!value || typeof value !== 'object' || depth > 2) return false;
  return Object.values(value).some((v) => hasEmptyList(v, depth + 1));
}

/**
 * Pages 02 and 06: a search without results is a success with an empty list and `total: 0`.
 * Heuristic: the certifier guesses the free-text parameter and a query that cannot match.
 */
export const callEmptySearch = defineRule({
  id: 'call-empty-search',
  level: 'DEBE',
  page: '06',
  section: 'Una búsqueda sin resultados no es un error (también página 02)',
  scope: 'call',
  heuristic: true,
  title: {
    es: 'Una búsqueda sin resultados es un éxito con lista vacía y `total: 0`',
    en: 'A search without results is a success with an empty list and `total: 0`',
  },
  messages: {
    es: {
      error:
        'Una búsqueda sin coincidencias (`{param}`) devolvió un error: devuelva éxito con la lista vacía y `total: 0`',
      shape:
        'Una búsqueda sin coincidencias (`{param}`) no devolvió una lista vacía con `total: 0` en `structuredContent`',
    },
    en: {
      error:
        'A search without matches (`{param}`) returned an error: return success with an empty list and `total: 0`',
      shape:
        'A search without matches (`{param}`) did not return an empty list with `total: 0` in `structuredContent`',
    },
  },
  docs: {
    why: {
      es: 'Si una búsqueda sin resultados se reporta como error, el agente entra en la rama de falla técnica y reintenta o cambia de paso, en vez de decirle al cliente, con naturalidad, que no encontró nada.',
      en: 'If a search without results is reported as an error, the agent takes the technical-fault branch and retries or changes course, instead of simply telling the customer it found nothing.',
    },
    fail: {
      code: '{"isError": true, "content": [{"type": "text", "text": "{\\"error\\":{\\"error_type\\":\\"NOT_FOUND\\",\\"user_message\\":\\"No encontré productos.\\"}}"}], "structuredContent": {"error": {"error_type": "NOT_FOUND", "user_message": "No encontré productos."}}}',
    },
    pass: {
      code: '{"content": [{"type": "text", "text": "No encontré productos con ese nombre."}], "structuredContent": {"items": [], "total": 0}}',
    },
  },
  applies: (call: CallProbe) => call.purpose === 'empty-search' && call.outcome === 'result',
  check(call: CallProbe) {
    const param = call.searchParam ?? '?';
    if (call.isError) return [{ ok: false, messageId: 'error', data: { param } }];
    const data = call.structuredContent as { total?: unknown } | undefined;
    if (!data || typeof data !== 'object' || data.total !== 0 || !hasEmptyList(data)) {
      return [{ ok: false, messageId: 'shape', data: { param } }];
    }
    return [];
  },
});
