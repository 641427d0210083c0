import { defineMessages } from './message-catalog.js';

/**
 * User-facing messages of @asixto/toolkit (es default, en available).
 *
 * @example
 * renderMessage(TOOLKIT_MESSAGES, 'invalidState', 'es', { state: 'cancelada' });
 */
export const TOOLKIT_MESSAGES = defineMessages({
  systemError: {
    es: 'Tuve un problema técnico al hacer esa operación. Intenta de nuevo en un momento.',
    en: 'I had a technical problem doing that. Please try again in a moment.',
  },
  missingIdempotencyKey: {
    es: 'No pude registrar la operación porque faltó un dato técnico de la solicitud.',
    en: 'I could not record the operation because a technical detail of the request was missing.',
  },
  invalidMeta: {
    es: 'No pude procesar la solicitud porque llegó con datos técnicos inválidos.',
    en: 'I could not process the request because it arrived with invalid technical data.',
  },
  invalidArguments: {
    // Said to the customer as is (page 06), so it asks rather than instructs the agent.
    es: 'Me faltan datos o alguno no es válido ({fields}). ¿Me los confirmas?',
    en: 'Some details are missing or not valid ({fields}). Could you confirm them?',
  },
  idempotencyBusy: {
    es: 'Esa misma operación todavía se está procesando. Intenta de nuevo en un momento.',
    en: 'That same operation is still being processed. Please try again in a moment.',
  },
  notOwner: {
    // Said on reads as well as writes, so it names no operation.
    es: 'Ese registro no corresponde al cliente identificado, así que no puedo atender esa solicitud.',
    en: 'That record does not belong to the identified customer, so I cannot help with that request.',
  },
  invalidState: {
    es: 'No se puede hacer esa operación porque el registro está en estado «{state}».',
    en: 'That operation is not possible because the record is in state "{state}".',
  },
  pageHeader: {
    es: 'Mostrando {from} a {to} de {total}.',
    en: 'Showing {from} to {to} of {total}.',
  },
  pageMore: {
    es: 'Hay más resultados; pide la siguiente página con offset {next}.',
    en: 'There are more results; ask for the next page with offset {next}.',
  },
  pageEmpty: {
    es: 'No encontré resultados.',
    en: 'No results found.',
  },
});
