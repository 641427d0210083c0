import { defineMessages } from './message-catalog.js';

/**
 * User-facing messages of @asixto/contract itself (result shaping for the model).
 *
 * @example
 * renderMessage(CONTRACT_MESSAGES, 'truncationMark', 'es', { omitted: 1234 });
 * // '… [recortado: se omitieron 1234 caracteres]'
 */
export const CONTRACT_MESSAGES = defineMessages({
  truncationMark: {
    es: '… [recortado: se omitieron {omitted} caracteres]',
    en: '… [truncated: {omitted} characters omitted]',
  },
  genericError: {
    es: 'La herramienta no pudo completar la operación.',
    en: 'The tool could not complete the operation.',
  },
  // What the result guard puts where it removed a trace or a secret (rules call-no-traces, call-no-secrets).
  leakMark: { es: '[dato interno retirado]', en: '[internal data removed]' },
});
