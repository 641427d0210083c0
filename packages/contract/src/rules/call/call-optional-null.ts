import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

const INPUT_REJECTED =
  /input validation|invalid (params|arguments)|expected .* received null|must be (string|number|integer|boolean|object|array)/i;

/** Page 02 "Reglas del esquema": every optional accepts `null` — in the live server, not only in the schema. */
export const callOptionalNull = defineRule({
  id: 'call-optional-null',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema (todo opcional acepta null)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'La herramienta acepta `null` en cada parámetro opcional',
    en: 'The tool accepts `null` in every optional parameter',
  },
  messages: {
    es: {
      rejected:
        'Con {params} en `null` la llamada fue rechazada: {detail}. El modelo envía `null` a menudo; acéptelo como ausente',
    },
    en: {
      rejected:
        'With {params} set to `null` the call was rejected: {detail}. Models often send `null`; treat it as absent',
    },
  },
  docs: {
    why: {
      es: 'El esquema puede admitir `null` y el código rechazarlo igual. El certificador envía cada opcional en `null`, como lo hace el modelo, y la llamada debe comportarse como si el campo faltara.',
      en: 'The schema may accept `null` and the code still refuse it. The certifier sends every optional as `null`, as the model does, and the call must behave as if the field were absent.',
    },
    fail: {
      code: '{"arguments": {"documento": "CC1032456789", "prioridad": null}, "result": {"isError": true, "content": [{"type": "text", "text": "{\\"error\\":{\\"error_type\\":\\"VALIDATION\\",\\"user_message\\":\\"La prioridad no es válida.\\"}}"}], "structuredContent": {"error": {"error_type": "VALIDATION", "user_message": "La prioridad no es válida."}}}}',
    },
    pass: {
      code: '{"arguments": {"documento": "CC1032456789", "prioridad": null}, "result": {"content": [{"type": "text", "text": "Registré el caso RAD-00042."}], "structuredContent": {"radicado": "RAD-00042", "estado": "abierto"}}}',
    },
  },
  applies: (call: CallProbe) => call.purpose === 'optional-null' && call.nullParams.length > 0,
  check(call: CallProbe) {
    const params = call.nullParams.map((p) => `\`${p}\``).join(', ');
    if (call.outcome !== 'result') {
      return [{ ok: false, messageId: 'rejected', data: { params, detail: call.detail ?? call.outcome } }];
    }
    // An error the same call without nulls also gave is not the nulls' fault; an input rejection always is.
    const rejectedInput = call.isError && INPUT_REJECTED.test(call.text);
    if (rejectedInput || (call.isError && call.baselineIsError === false)) {
      const detail = call.text.length > 140 ? `${call.text.slice(0, 140)}…` : call.text;
      return [{ ok: false, messageId: 'rejected', data: { params, detail } }];
    }
    return [];
  },
});
