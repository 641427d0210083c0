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
  docs: {
    why: {
      es: 'Una clave distinta es otra operación lógica y debe producir un efecto nuevo. Si devuelve lo mismo, la clave se está ignorando o derivando solo de los argumentos, y dos conversaciones distintas compartirían un resultado.',
      en: 'A different key is another logical operation and must produce a new effect. If it returns the same, the key is being ignored or derived from the arguments alone, and two different conversations would share one result.',
    },
    fail: {
      code: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 3b81d0… → radicado RAD-00041',
      syntax: 'text',
    },
    pass: {
      code: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 3b81d0… → radicado RAD-00042',
      syntax: 'text',
      note: {
        es: 'Es normal que no cambie si la herramienta solo vuelve a guardar los mismos valores (una actualización).',
        en: 'It is normal for it not to change when the tool only saves the same values again (an update).',
      },
    },
  },
  applies: (probe: IdempotencyProbe) => probe.firstOk && probe.differentKeyChanged !== undefined,
  check(probe: IdempotencyProbe) {
    return probe.differentKeyChanged === false ? [{ ok: false, messageId: 'same' as const }] : [];
  },
});
