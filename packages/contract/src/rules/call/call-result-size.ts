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
  applies: (call: CallProbe) => call.outcome === 'result',
  check(call: CallProbe) {
    const length = [...call.text].length;
    if (length <= LIMITS.resultMaxChars) return [];
    return [{ ok: false, messageId: 'tooLong', data: { length, max: LIMITS.resultMaxChars } }];
  },
});
