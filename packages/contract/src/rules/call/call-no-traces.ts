import { probeLeaks } from '../../leaks/probe-leaks.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Findings of one call at most: the first few show the fault; the gateway removes all of them. */
const MAX_FINDINGS = 5;

/*
 * Page 02, "Forma de la respuesta": "Prohibido en la respuesta: … trazas". Fails:
 * `Cliente Ana. TypeError: Cannot read properties of undefined (reading 'id') at lookupCustomer
 * (/srv/app/customers.js:42:17)`; passes: `No pude consultar el cliente en este momento.` with the
 * trace in the server's own log (or in the error's `details`, which the gateway never forwards).
 * Detectors and their false-positive policy: `src/leaks/trace-detectors.ts`,
 * `database-detectors.ts`, `file-positions.ts`.
 */
export const callNoTraces = defineRule({
  id: 'call-no-traces',
  level: 'DEBE',
  page: '02',
  section: 'Forma de la respuesta (prohibido: trazas; el resultado entra al contexto del modelo)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'El resultado no trae trazas, errores de ejecución ni errores de base de datos',
    en: 'The result carries no stack traces, runtime errors or raw database errors',
  },
  docs: {
    why: {
      es: 'El resultado entra al contexto del modelo y queda en la traza de la conversación: una traza de pila o un error crudo de base de datos no le sirve al cliente, en una llamada se lee en voz alta y revela cómo está construido su sistema. Registre el detalle en su propio log (o en `details` del error, que el Gateway nunca entrega al modelo) y devuelva una frase que el agente pueda decir.',
      en: "The result enters the model's context and stays in the conversation trace: a stack trace or a raw database error is of no use to the customer, is read aloud on a phone call and reveals how your system is built. Log the detail in your own log (or in the error's `details`, which the gateway never hands to the model) and return a sentence the agent can say.",
    },
    fail: {
      code: '← content: "No pude consultar. TypeError: Cannot read properties of undefined (reading \'id\')\n    at lookupCustomer (/srv/app/customers.js:42:17)"',
      syntax: 'text',
    },
    pass: {
      code: '← isError: true\n← structuredContent: {"error": {"error_type": "SYSTEM", "user_message": "No pude consultar el cliente en este momento."}}',
      syntax: 'text',
    },
  },
  messages: {
    es: {
      stackTrace:
        'El resultado trae una traza de {runtime} en `{path}` (`{sample}`): el modelo la lee y queda en la conversación; regístrela en su servidor y responda un error de la página 06 sin detalle técnico',
      runtimeError:
        'El resultado trae un error de ejecución (`{name}`) en `{path}` (`{sample}`): regístrelo en su servidor y responda un error de la página 06 con un `user_message` para el cliente',
      databaseError:
        'El resultado trae un error o una consulta de base de datos ({engine}) en `{path}` (`{sample}`): no reenvíe los errores del controlador; responda un error de la página 06',
    },
    en: {
      stackTrace:
        'The result carries a {runtime} stack trace at `{path}` (`{sample}`): the model reads it and it stays in the conversation; log it on your server and answer a page 06 error without technical detail',
      runtimeError:
        'The result carries a runtime error (`{name}`) at `{path}` (`{sample}`): log it on your server and answer a page 06 error with a `user_message` for the customer',
      databaseError:
        'The result carries a database error or query ({engine}) at `{path}` (`{sample}`): do not pass driver errors on; answer a page 06 error',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result',
  check(call: CallProbe) {
    const out: RuleResult<'stackTrace' | 'runtimeError' | 'databaseError'>[] = [];
    for (const leak of probeLeaks(call)) {
      if (leak.rule !== 'call-no-traces' || out.length >= MAX_FINDINGS) continue;
      const base = { path: leak.path, sample: leak.sample ?? '' };
      if (leak.kind === 'stack-trace')
        out.push({
          ok: false,
          messageId: 'stackTrace',
          path: leak.path,
          data: { ...base, runtime: leak.detail },
        });
      else if (leak.kind === 'runtime-error')
        out.push({
          ok: false,
          messageId: 'runtimeError',
          path: leak.path,
          data: { ...base, name: leak.detail },
        });
      else
        out.push({
          ok: false,
          messageId: 'databaseError',
          path: leak.path,
          data: { ...base, engine: leak.detail },
        });
    }
    return out;
  },
});
