import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Page 02 "Forma de la respuesta": `structuredContent` conforms to the declared `outputSchema`. */
export const callOutputSchema = defineRule({
  id: 'call-output-schema',
  level: 'DEBE',
  page: '02',
  section: 'Forma de la respuesta (structuredContent conforme a outputSchema)',
  scope: 'call',
  heuristic: false,
  title: {
    es: '`structuredContent` cumple el `outputSchema` declarado',
    en: '`structuredContent` conforms to the declared `outputSchema`',
  },
  messages: {
    es: {
      missing: 'La herramienta declara `outputSchema` pero el resultado no trae `structuredContent`',
      invalid: '`structuredContent` no cumple el `outputSchema`: {errors}',
    },
    en: {
      missing: 'The tool declares `outputSchema` but the result has no `structuredContent`',
      invalid: '`structuredContent` does not conform to `outputSchema`: {errors}',
    },
  },
  docs: {
    why: {
      es: 'El Gateway comprueba `structuredContent` contra el `outputSchema` declarado; un resultado que no lo cumple se convierte en un error `SYSTEM` y el agente no recibe sus datos.',
      en: 'The gateway checks `structuredContent` against the declared `outputSchema`; a result that does not conform becomes a `SYSTEM` error and the agent does not get your data.',
    },
    fail: {
      code: '{"content": [{"type": "text", "text": "El pedido P-1001 está en camino."}], "structuredContent": {"pedido": "P-1001", "estado": "EN CAMINO"}}',
      note: {
        es: 'El `outputSchema` declara `estado` como `enum: ["recibido", "en_camino", "entregado"]`.',
        en: 'The `outputSchema` declares `estado` as `enum: ["recibido", "en_camino", "entregado"]`.',
      },
    },
    pass: {
      code: '{"content": [{"type": "text", "text": "El pedido P-1001 está en camino."}], "structuredContent": {"pedido": "P-1001", "estado": "en_camino"}}',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result' && !call.isError && call.hasOutputSchema,
  check(call: CallProbe) {
    if (call.structuredContent === undefined) return [{ ok: false, messageId: 'missing' }];
    const errors = call.outputSchemaErrors ?? [];
    if (errors.length === 0) return [];
    return [{ ok: false, messageId: 'invalid', data: { errors: errors.slice(0, 3).join('; ') } }];
  },
});
