import { defineMessages } from './message-catalog.js';

/** User-facing messages of @asixto/gateway (es default, en available). */
export const GATEWAY_MESSAGES = defineMessages({
  // Exposure: the text that tells the model what it can do in this conversation.
  verbsText: { es: 'Puedes: {verbs}.', en: 'You can: {verbs}.' },
  // Exposure: why a call was not allowed (the pipeline maps these to the `rejected` outcome).
  rejectedUnknownTool: {
    es: 'La herramienta {tool} no está disponible en esta conversación.',
    en: 'The tool {tool} is not available in this conversation.',
  },
  rejectedOtherCompany: {
    es: 'La herramienta {tool} no pertenece a esta empresa.',
    en: 'The tool {tool} does not belong to this company.',
  },
  rejectedNotCertified: {
    es: 'La herramienta {tool} no está certificada y no se puede usar.',
    en: 'The tool {tool} is not certified and cannot be used.',
  },
  rejectedChanged: {
    es: 'La herramienta {tool} cambió desde su certificación y no se puede usar hasta recertificarla.',
    en: 'The tool {tool} changed since it was certified and cannot be used until it is recertified.',
  },
  rejectedScenario: {
    es: 'La herramienta {tool} no corresponde al escenario de esta conversación.',
    en: 'The tool {tool} does not belong to the scenario of this conversation.',
  },
  rejectedLevel: {
    es: 'El agente no tiene permiso para usar la herramienta {tool}.',
    en: 'The agent is not allowed to use the tool {tool}.',
  },
  rejectedChannel: {
    es: 'La herramienta {tool} no está habilitada en este canal.',
    en: 'The tool {tool} is not enabled on this channel.',
  },
  rejectedPolicy: {
    es: 'La empresa no tiene habilitada la herramienta {tool}.',
    en: 'The company has not enabled the tool {tool}.',
  },
  // Call pipeline (H6): texts the agent receives when a call cannot give a tool result.
  callTimedOut: {
    es: 'La herramienta no respondió a tiempo. Sigue la conversación sin ella y ofrece intentarlo más tarde.',
    en: 'The tool did not respond in time. Continue the conversation without it and offer to try again later.',
  },
  callUnavailable: {
    es: 'La herramienta no está disponible en este momento. Sigue la conversación sin ella y ofrece intentarlo más tarde.',
    en: 'The tool is not available right now. Continue the conversation without it and offer to try again later.',
  },
  callSystemError: {
    es: 'La herramienta tuvo una falla técnica. Discúlpate y ofrece intentarlo más tarde o pasar a un asesor.',
    en: 'The tool had a technical failure. Apologise and offer to try again later or hand over to an agent.',
  },
  callToolErrorFallback: {
    es: 'La herramienta no pudo completar la operación.',
    en: 'The tool could not complete the operation.',
  },
  callArgumentsInvalid: {
    es: '{problem} Corrige ese dato y vuelve a llamar la herramienta.',
    en: '{problem} Fix that value and call the tool again.',
  },
  argMissing: { es: 'Falta el dato obligatorio «{param}».', en: 'The required value «{param}» is missing.' },
  argNotAllowed: {
    es: 'El dato «{param}» no existe en esta herramienta.',
    en: 'The value «{param}» does not exist in this tool.',
  },
  argType: {
    es: 'El dato «{param}» debe ser de tipo {type}.',
    en: 'The value «{param}» must be of type {type}.',
  },
  argEnum: {
    es: 'El dato «{param}» debe ser uno de estos valores: {values}.',
    en: 'The value «{param}» must be one of: {values}.',
  },
  argTooLong: {
    es: 'El dato «{param}» admite como máximo {limit} caracteres.',
    en: 'The value «{param}» allows at most {limit} characters.',
  },
  argTooShort: {
    es: 'El dato «{param}» debe tener al menos {limit} caracteres.',
    en: 'The value «{param}» needs at least {limit} characters.',
  },
  argFormat: {
    es: 'El dato «{param}» no tiene el formato esperado.',
    en: 'The value «{param}» does not have the expected format.',
  },
  argOutOfRange: {
    es: 'El dato «{param}» está fuera del rango permitido.',
    en: 'The value «{param}» is out of the allowed range.',
  },
  argInvalid: { es: 'El dato «{param}» no es válido.', en: 'The value «{param}» is not valid.' },
});
