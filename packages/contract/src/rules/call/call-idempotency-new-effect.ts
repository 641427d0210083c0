import { defineRule } from '../define-rule.js';
import type { IdempotencyProbe } from './call-probe.js';

/**
 * Page 05, guarantee 1: the key identifies one logical operation, so a different key is a new
 * effect. Heuristic: some writes (an update to the same values) legitimately answer the same.
 */
export const callIdempotencyNewEffect = defineRule({
  id: 'call-idempotency-new-effect',
  level: 'DEBE',
  page: '05',
  section: 'Garantía 1 · Idempotencia (otra clave, otro efecto)',
  scope: 'call',
  heuristic: true,
  title: {
    es: 'Una clave de idempotencia distinta produce un efecto nuevo',
    en: 'A different idempotency key produces a new effect',
  },
  messages: {
    es: {
      same: 'Otra `com.asixto/idempotencyKey` devolvió exactamente el mismo resultado: revise que la clave no se ignore ni se derive solo de los argumentos (es normal si la herramienta solo vuelve a guardar los mismos valores, como una actualización)',
    },
    en: {
      same: 'A different `com.asixto/idempotencyKey` returned exactly the same result: check that the key is not ignored nor derived from the arguments alone (normal if the tool only stores the same values again, as an update does)',
    },
  },
  applies: (probe: IdempotencyProbe) => probe.firstOk && probe.differentKeyChanged !== undefined,
  check(probe: IdempotencyProbe) {
    return probe.differentKeyChanged === false ? [{ ok: false, messageId: 'same' as const }] : [];
  },
});
