import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** No data at all: null, empty strings, lists and objects, zeros and `false`, at any depth. */
function isEmpty(value: unknown, depth = 0): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (depth > 8) return false;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((v) => isEmpty(v, depth + 1));
  return false;
}

/**
 * Page 06: the record asked for does not exist ⇒ a business error (`NOT_FOUND`, any of the six
 * types), or, for a lookup that lists, an empty success. The certifier sends the identifying
 * parameter of a read tool a value that still fits its schema but that no record has; the shape of
 * an error answer is `call-error-shape`'s job, a JSON-RPC error `call-responds`'s. This rule flags
 * a success that returns data anyway (the server ignored the identifier, or fell back to a default
 * record). Heuristic: the identifying parameter is guessed from its name.
 */
export const callNotFound = defineRule({
  id: 'call-not-found',
  level: 'DEBE',
  page: '06',
  section: 'NOT_FOUND: el registro pedido no existe',
  scope: 'call',
  heuristic: true,
  title: {
    es: 'Un registro que no existe se responde con un error de negocio o un éxito vacío',
    en: 'A record that does not exist is answered with a business error or an empty success',
  },
  messages: {
    es: {
      answered: 'Con `{param}` = `{value}`, que no existe, respondió {how}',
      data: 'Con `{param}` = `{value}`, que no existe, devolvió datos: responda `NOT_FOUND` (página 06) o un éxito vacío',
    },
    en: {
      answered: 'With `{param}` = `{value}`, which does not exist, it answered {how}',
      data: 'With `{param}` = `{value}`, which does not exist, it returned data: answer `NOT_FOUND` (page 06) or an empty success',
    },
  },
  docs: {
    why: {
      es: 'Si un registro que no existe devuelve datos (de otro cliente, o unos por defecto), el agente afirma algo falso o revela datos de un tercero. Responda `NOT_FOUND` con una frase que el agente pueda decir, o un éxito vacío.',
      en: "If a record that does not exist returns data (another customer's, or some default), the agent states something false or reveals a third party's data. Answer `NOT_FOUND` with a sentence the agent can say, or an empty success.",
    },
    fail: {
      code: '{"arguments": {"documento": "CC9999999999"}, "result": {"content": [{"type": "text", "text": "Cliente: Ana Pérez, plan Hogar."}], "structuredContent": {"nombre": "Ana Pérez", "plan": "Hogar"}}}',
    },
    pass: {
      code: '{"arguments": {"documento": "CC9999999999"}, "result": {"isError": true, "content": [{"type": "text", "text": "{\\"error\\":{\\"error_type\\":\\"NOT_FOUND\\",\\"user_message\\":\\"No encontré un cliente con ese documento.\\"}}"}], "structuredContent": {"error": {"error_type": "NOT_FOUND", "user_message": "No encontré un cliente con ese documento."}}}}',
    },
  },
  applies: (call: CallProbe) =>
    call.purpose === 'not-found' && call.outcome === 'result' && call.lookup !== undefined,
  check(call: CallProbe) {
    const data = { param: call.lookup?.param ?? '?', value: String(call.lookup?.value ?? '?') };
    if (call.isError) {
      const type = (call.structuredContent as { error?: { error_type?: unknown } } | undefined)?.error
        ?.error_type;
      return [
        {
          ok: true,
          messageId: 'answered',
          data: { ...data, how: typeof type === 'string' ? type : 'isError' },
        },
      ];
    }
    if (isEmpty(call.structuredContent))
      return [{ ok: true, messageId: 'answered', data: { ...data, how: '∅' } }];
    return [{ ok: false, messageId: 'data', data }];
  },
});
