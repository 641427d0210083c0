import { defineRule } from '../define-rule.js';
import type { IdempotencyProbe } from './call-probe.js';

/** Page 05, guarantee 1: the same `com.asixto/idempotencyKey` returns the same result without repeating the effect. */
export const callIdempotency = defineRule({
  id: 'call-idempotency',
  level: 'DEBE',
  page: '05',
  section: 'Garantía 1 · Idempotencia',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'La misma clave de idempotencia devuelve el mismo resultado, en serie y en paralelo',
    en: 'The same idempotency key returns the same result, in sequence and concurrently',
  },
  messages: {
    es: {
      sequential:
        'Dos llamadas seguidas con la misma `com.asixto/idempotencyKey` dieron resultados distintos: persista la clave con el resultado exitoso y devuélvalo',
      concurrent:
        'Dos llamadas simultáneas con la misma clave dieron resultados distintos: reclame la clave de forma atómica (índice único, SET NX o transacción)',
    },
    en: {
      sequential:
        'Two calls in a row with the same `com.asixto/idempotencyKey` gave different results: persist the key with the successful result and return it',
      concurrent:
        'Two concurrent calls with the same key gave different results: claim the key atomically (unique index, SET NX or a transaction)',
    },
  },
  docs: {
    why: {
      es: 'El modelo puede emitir la misma llamada dos veces en un turno, y una conexión cortada se reintenta con la misma `com.asixto/idempotencyKey`. Si esa clave no devuelve el resultado guardado, el cliente termina con dos casos, dos cobros o dos citas.',
      en: 'The model may emit the same call twice in a turn, and a dropped connection is retried with the same `com.asixto/idempotencyKey`. If that key does not return the stored result, the customer ends up with two cases, two charges or two appointments.',
    },
    fail: {
      code: {
        es: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 9f2a7c… → radicado RAD-00042   (segundo efecto)',
        en: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 9f2a7c… → radicado RAD-00042   (second effect)',
      },
      syntax: 'text',
    },
    pass: {
      code: {
        es: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 9f2a7c… → radicado RAD-00041   (el mismo resultado, sin repetir el efecto)',
        en: 'idempotencyKey 9f2a7c… → radicado RAD-00041\nidempotencyKey 9f2a7c… → radicado RAD-00041   (the same result, no second effect)',
      },
      syntax: 'text',
      note: {
        es: 'Con `@asixto/toolkit` toda herramienta de escritura ya lo hace (y de forma atómica, también en paralelo).',
        en: 'With `@asixto/toolkit` every write tool already does so (atomically, concurrent calls included).',
      },
    },
  },
  applies: (probe: IdempotencyProbe) => probe.firstOk,
  check(probe: IdempotencyProbe) {
    const out = [];
    if (probe.sequentialSame === false) out.push({ ok: false, messageId: 'sequential' as const });
    if (probe.concurrentSame === false) out.push({ ok: false, messageId: 'concurrent' as const });
    return out;
  },
});
