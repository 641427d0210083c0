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
  applies: (call: CallProbe) => call.outcome === 'result' && !call.isError && call.hasOutputSchema,
  check(call: CallProbe) {
    if (call.structuredContent === undefined) return [{ ok: false, messageId: 'missing' }];
    const errors = call.outputSchemaErrors ?? [];
    if (errors.length === 0) return [];
    return [{ ok: false, messageId: 'invalid', data: { errors: errors.slice(0, 3).join('; ') } }];
  },
});
