import { defineRule } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

const WHEN_NOT =
  /\b(no (la |lo |las |los )?(uses|use|usar|usarla|usarlo|utilices|utilizar|invoques|invocar|llames|llamar|sirve para|es para|aplica)|nunca (la |lo )?(uses|usar)|do not (use|call)|don't (use|call)|not for|never use|not intended)\b/;

/**
 * Page 02 "Descripciones": one or two sentences saying what it does and when NOT to use it. The
 * page states it without a word of obligation, so DEBERÍA; it can only be suspected.
 */
export const descriptionSaysWhenNot = defineRule({
  id: 'description-says-when-not',
  level: 'DEBERIA',
  page: '02',
  section: 'Descripciones (sin palabra de obligación: DEBERÍA)',
  scope: 'tool',
  heuristic: true,
  title: {
    es: 'La descripción dice qué hace y cuándo no usarla',
    en: 'The description says what the tool does and when not to use it',
  },
  messages: {
    es: { noWhenNot: 'La descripción no dice cuándo no usar la herramienta («No la uses para…»)' },
    en: { noWhenNot: 'The description does not say when not to use the tool ("Do not use it to…")' },
  },
  docs: {
    why: {
      es: 'La descripción decide si el agente acierta al elegir. Decir cuándo NO usarla separa herramientas parecidas (consultar frente a cancelar) y evita llamadas equivocadas.',
      en: 'The description decides whether the agent picks right. Saying when NOT to use it separates similar tools (look up versus cancel) and prevents wrong calls.',
    },
    fail: { code: '{"description": "Devuelve el estado de un pedido."}' },
    pass: {
      code: '{"description": "Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos."}',
    },
  },
  applies: (tool: unknown) => toolFields(tool).description !== undefined,
  check(tool: unknown) {
    const description = toolFields(tool).description ?? '';
    return WHEN_NOT.test(fold(description)) ? [] : [{ ok: false, messageId: 'noWhenNot' }];
  },
});
