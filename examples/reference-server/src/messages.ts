import { defineMessages, renderMessage } from '@asixto/contract';
import type { Lang, MessageData } from '@asixto/contract';

/**
 * Every user-facing text of the reference tools (summaries, `fail.*` user messages, state and field
 * names read aloud), Spanish and English. Tool definitions (descriptions, verbs) stay Spanish: they
 * are contract-facing, and the agent's Spanish text is built from the verbs.
 */
export const REFERENCE_MESSAGES = defineMessages({
  clienteNotFound: {
    es: 'No encontré un cliente con ese documento. ¿Me lo confirmas?',
    en: 'I could not find a customer with that ID document. Could you confirm it?',
  },
  balanceCurrency: {
    es: 'No pude expresar el saldo en la moneda configurada.',
    en: 'I could not express the balance in the configured currency.',
  },
  clienteHeader: { es: '{nombre}, {estado}', en: '{nombre}, {estado}' },
  clienteBalance: {
    es: 'con un saldo pendiente de {saldo}',
    en: 'with an outstanding balance of {saldo}',
  },
  clienteState_activo: { es: 'cliente activo', en: 'active customer' },
  clienteState_en_mora: { es: 'cliente con pagos pendientes', en: 'customer in arrears' },
  clienteState_suspendido: { es: 'cliente suspendido', en: 'suspended customer' },
  noCitas: { es: 'No tiene citas vigentes.', en: 'No upcoming appointments.' },
  citas: { es: 'Citas vigentes: {list}.', en: 'Upcoming appointments: {list}.' },
  citaItem: {
    es: '{servicio} ({codigo}) {fecha} en {sede}',
    en: '{servicio} ({codigo}) on {fecha} at {sede}',
  },

  pricesCurrency: {
    es: 'No pude expresar los precios en la moneda configurada.',
    en: 'I could not express the prices in the configured currency.',
  },
  itemsEmpty: {
    es: 'No encontré productos con esa búsqueda.',
    en: 'I found no products for that search.',
  },
  itemVoice: { es: '{nombre}, {precio}', en: '{nombre}, {precio}' },
  itemVoiceSoldOut: { es: '{nombre}, {precio}, agotado', en: '{nombre}, {precio}, sold out' },
  itemChat: { es: '{nombre}: {precio}. {descripcion}', en: '{nombre}: {precio}. {descripcion}' },
  itemChatSoldOut: {
    es: '{nombre}: {precio} (agotado). {descripcion}',
    en: '{nombre}: {precio} (sold out). {descripcion}',
  },

  casoNotFound: {
    es: 'No encontré un caso con ese número de radicado. ¿Me lo repites?',
    en: 'I could not find a case with that case number. Could you repeat it?',
  },
  casoNotOwner: {
    es: 'Ese radicado no corresponde al cliente identificado, así que no puedo darte información de él.',
    en: 'That case number does not belong to the identified customer, so I cannot give you information about it.',
  },
  casoStatus: {
    es: 'El caso {radicado} está {estado}; se abrió {fecha} y su tiempo de respuesta es de {horas} horas.',
    en: 'Case {radicado} is {estado}; it was opened on {fecha} and its response time is {horas} hours.',
  },
  casoState_abierto: { es: 'abierto', en: 'open' },
  casoState_en_cola: { es: 'en cola de atención', en: 'queued for attention' },
  casoState_en_proceso: { es: 'en proceso', en: 'in progress' },
  casoState_cerrado: { es: 'cerrado', en: 'closed' },
  installationNeedsGoodStanding: {
    es: 'Para programar una instalación la cuenta debe estar al día; primero hay que ponerse al día con los pagos pendientes.',
    en: 'To schedule an installation the account must be up to date; the pending payments have to be settled first.',
  },
  casoOpened: {
    es: 'Caso abierto con el radicado {radicado}; el tiempo de respuesta es de {horas} horas.',
    en: 'Case opened with case number {radicado}; the response time is {horas} hours.',
  },

  nothingToUpdate: {
    es: 'No me indicaste qué dato quieres actualizar.',
    en: 'You did not tell me which detail you want to update.',
  },
  alreadyUpToDate: {
    es: 'Los datos ya estaban así; no hubo que cambiar nada.',
    en: 'The details were already like that; nothing needed to change.',
  },
  updated: { es: 'Listo, actualicé {campos}.', en: 'Done, I updated {campos}.' },
  field_email: { es: 'correo', en: 'email' },
  field_telefono: { es: 'teléfono', en: 'phone number' },
  field_direccion: { es: 'dirección', en: 'address' },
  field_ciudad: { es: 'ciudad', en: 'city' },

  citaNotFound: {
    es: 'No encontré una cita con esos datos.',
    en: 'I could not find an appointment with those details.',
  },
  citaNotOwner: {
    es: 'Esa cita no corresponde al cliente identificado, así que no puedo cancelarla.',
    en: 'That appointment does not belong to the identified customer, so I cannot cancel it.',
  },
  citaNotCancellable: {
    es: 'No se puede cancelar: la cita ya está {estado}.',
    en: 'It cannot be cancelled: the appointment is already {estado}.',
  },
  citaState_programada: { es: 'programada', en: 'scheduled' },
  citaState_confirmada: { es: 'confirmada', en: 'confirmed' },
  citaState_cancelada: { es: 'cancelada', en: 'cancelled' },
  citaState_atendida: { es: 'atendida', en: 'attended' },
  citaCancelled: {
    es: 'Listo, cancelé la cita de {servicio} que era {fecha} en {sede}.',
    en: 'Done, I cancelled the {servicio} appointment that was on {fecha} at {sede}.',
  },
});

export type ReferenceMessageId = keyof typeof REFERENCE_MESSAGES;

/** A renderer bound to one language: `const t = messagesIn(ctx.lang); t('noCitas')`. */
export function messagesIn(lang: Lang): (id: ReferenceMessageId, data?: MessageData) => string {
  return (id, data) => renderMessage(REFERENCE_MESSAGES, id, lang, data);
}

/**
 * A stored state read aloud (`casoState_en_cola` ⇒ "en cola de atención"); a state the catalog does
 * not know is said as stored rather than failing the call.
 */
export function stateLabel(
  lang: Lang,
  prefix: 'clienteState' | 'casoState' | 'citaState',
  state: string,
): string {
  const id = `${prefix}_${state}`;
  return Object.hasOwn(REFERENCE_MESSAGES, id)
    ? renderMessage(REFERENCE_MESSAGES, id as ReferenceMessageId, lang)
    : state;
}
