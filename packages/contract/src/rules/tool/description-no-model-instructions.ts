import { defineRule } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

const INSTRUCTION =
  /\b(responde|responda|respondele|contesta|dile|digale|dile al cliente|amablemente|cordialmente|saluda|despidete|el (agente|asistente|modelo) debe|no menciones|you must|you should|always respond|respond (politely|with)|tell the (user|customer)|politely|as an ai)\b/;

/**
 * Page 02 "Descripciones": no tone, brand or instructions aimed at the model ("responde
 * amablemente…"); the agent sets that layer. Suspected from imperative phrases; DEBERÍA.
 */
export const descriptionNoModelInstructions = defineRule({
  id: 'description-no-model-instructions',
  level: 'DEBERIA',
  page: '02',
  section: 'Descripciones (sin palabra de obligación: DEBERÍA)',
  scope: 'tool',
  heuristic: true,
  title: {
    es: 'La descripción no da instrucciones al modelo',
    en: 'The description gives no instructions to the model',
  },
  messages: {
    es: { instruction: 'La descripción parece dar instrucciones al modelo («{phrase}»)' },
    en: { instruction: 'The description seems to instruct the model ("{phrase}")' },
  },
  docs: {
    why: {
      es: 'El tono, la marca y el trato al cliente los pone el agente. Una instrucción en la descripción («responde amablemente…») entra en conflicto con esa capa y se repite en cada turno.',
      en: 'Tone, brand and how to treat the customer are the agent\'s layer. An instruction in the description ("answer politely…") conflicts with it and is repeated on every turn.',
    },
    fail: {
      code: '{"description": "Devuelve el estado de un pedido. Responde amablemente y ofrece ayuda adicional. No la uses para cancelar pedidos."}',
    },
    pass: {
      code: '{"description": "Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos."}',
    },
  },
  applies: (tool: unknown) => toolFields(tool).description !== undefined,
  check(tool: unknown) {
    const match = INSTRUCTION.exec(fold(toolFields(tool).description ?? ''));
    return match ? [{ ok: false, messageId: 'instruction', data: { phrase: match[0] } }] : [];
  },
});
