import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';
import { findDatetimes, zoneOffsetAt } from './find-datetimes.js';

function datesIn(call: CallProbe) {
  return findDatetimes([call.structuredContent, call.text]);
}

/** Pages 02 and 07: every date returned carries an offset coherent with `com.asixto/timezone`. */
export const callDateOffset = defineRule({
  id: 'call-date-offset',
  level: 'DEBE',
  page: '07',
  section: 'Catálogo (fechas con offset de com.asixto/timezone; también página 02)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'Las fechas del resultado llevan el offset de la zona horaria enviada',
    en: 'Dates in the result carry the offset of the time zone sent',
  },
  messages: {
    es: {
      coherent: 'Las fechas llevan el offset de {timezone} ({offset})',
      noOffset:
        'La fecha `{date}` no lleva offset: con `com.asixto/timezone` = {timezone} debe terminar en {expected}',
      wrongOffset:
        'La fecha `{date}` lleva {offset}, pero `com.asixto/timezone` = {timezone} exige {expected}',
    },
    en: {
      coherent: 'Dates carry the offset of {timezone} ({offset})',
      noOffset:
        'The date `{date}` has no offset: with `com.asixto/timezone` = {timezone} it must end in {expected}',
      wrongOffset:
        'The date `{date}` carries {offset}, but `com.asixto/timezone` = {timezone} demands {expected}',
    },
  },
  docs: {
    why: {
      es: 'El agente dice las fechas en la hora del cliente. Una fecha sin offset, o con el de su servidor, se lee a otra hora. El certificador pide a propósito una zona inusual (`Asia/Kathmandu`, +05:45) para detectar offsets fijos.',
      en: "The agent says dates in the customer's time. A date without an offset, or with your server's, is read at another hour. The certifier asks for an unusual zone on purpose (`Asia/Kathmandu`, +05:45) to catch fixed offsets.",
    },
    fail: {
      code: '_meta: {"com.asixto/timezone": "America/Bogota"}\n← structuredContent: {"cita": "C-204", "fecha": "2026-09-03T14:00:00Z"}',
      syntax: 'text',
    },
    pass: {
      code: '_meta: {"com.asixto/timezone": "America/Bogota"}\n← structuredContent: {"cita": "C-204", "fecha": "2026-09-03T09:00:00-05:00"}',
      syntax: 'text',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result' && !call.isError && datesIn(call).length > 0,
  check(call: CallProbe) {
    const out = [];
    let lastExpected = '';
    for (const found of datesIn(call)) {
      const instant = new Date(
        found.offset ? found.text.replace(' ', 'T') : `${found.text.replace(' ', 'T')}Z`,
      );
      const expected = zoneOffsetAt(call.timezone, Number.isNaN(instant.getTime()) ? new Date(0) : instant);
      if (expected === undefined) continue;
      lastExpected = expected;
      const data = { date: found.text, timezone: call.timezone, expected };
      if (found.offset === undefined) out.push({ ok: false, messageId: 'noOffset' as const, data });
      else if (found.offset !== expected) {
        out.push({ ok: false, messageId: 'wrongOffset' as const, data: { ...data, offset: found.offset } });
      }
    }
    if (out.length > 0) return out.slice(0, 3);
    return [
      { ok: true, messageId: 'coherent' as const, data: { timezone: call.timezone, offset: lastExpected } },
    ];
  },
});
