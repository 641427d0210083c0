import { LIMITS } from '../../constants/limits.js';
import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Pages 02 and 07: the gateway cuts every result at 3,000 characters; paginate instead. */
export const callResultSize = defineRule({
  id: 'call-result-size',
  level: 'DEBERIA',
  page: '07',
  section: 'Tamaño del resultado',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'El texto del resultado cabe en 3.000 caracteres',
    en: 'The result text fits in 3,000 characters',
  },
  messages: {
    es: {
      tooLong:
        'El texto del resultado tiene {length} caracteres (máximo {max}): el Gateway lo recorta; pagine',
    },
    en: { tooLong: 'The result text has {length} characters (at most {max}): the gateway cuts it; paginate' },
  },
  docs: {
    why: {
      es: 'El Gateway sanea y recorta todo resultado a 3.000 caracteres antes de dárselo al modelo, con una marca de truncado. Su servidor no se entera: el agente responde con datos incompletos. Pagine.',
      en: 'The gateway cleans and cuts every result to 3,000 characters before the model sees it, with a truncation mark. Your server never knows: the agent answers with incomplete data. Paginate.',
    },
    fail: {
      code: '{"content": [{"type": "text", "text": "Encontré 200 productos: Router AX1800, 89.900 pesos; Router AX3000, 129.900 pesos; … (12.480 caracteres)"}]}',
    },
    pass: {
      code: '{"content": [{"type": "text", "text": "Mostrando 1 a 10 de 200. Router AX1800, 89.900 pesos; … Hay más resultados."}], "structuredContent": {"items": ["…"], "total": 200, "limit": 10, "offset": 0, "next_offset": 10}}',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result',
  check(call: CallProbe) {
    const length = [...call.text].length;
    if (length <= LIMITS.resultMaxChars) return [];
    return [{ ok: false, messageId: 'tooLong', data: { length, max: LIMITS.resultMaxChars } }];
  },
});
