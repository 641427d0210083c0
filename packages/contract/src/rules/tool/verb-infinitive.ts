import { toolVerb } from '../../tool-meta/tool-capabilities.js';
import { defineRule } from '../define-rule.js';
import { fold } from './tool-fields.js';

// An infinitive, optionally with an enclitic pronoun ("inscribirse", "agendarle").
const INFINITIVE = /^[a-z]+(ar|er|ir)(se|le|les|lo|la|los|las|me|te)?$/;

/**
 * Page 02 "Clasificación de la herramienta": the verb is a business verb phrase in the infinitive
 * ("agendar una cita"). Only suspected from the first word's ending.
 */
export const verbInfinitive = defineRule({
  id: 'verb-infinitive',
  level: 'DEBE',
  page: '02',
  section: 'Clasificación de la herramienta: _meta en su definición',
  scope: 'tool',
  heuristic: true,
  title: {
    es: '`com.asixto/verb` es un verbo de negocio en infinitivo',
    en: '`com.asixto/verb` is a business verb in the infinitive',
  },
  messages: {
    es: { notInfinitive: '`com.asixto/verb` («{verb}») no empieza por un verbo en infinitivo' },
    en: { notInfinitive: '`com.asixto/verb` ("{verb}") does not start with an infinitive verb' },
  },
  docs: {
    why: {
      es: 'El agente nombra la herramienta ante el cliente con este verbo («puedo abrir un caso de soporte»). Un sustantivo o una frase suelta no encaja en ese texto.',
      en: 'The agent names the tool to the customer with this verb ("I can open a support case"). A noun or a loose phrase does not fit in that sentence.',
    },
    fail: {
      code: '{"_meta": {"com.asixto/capability": "soporte", "com.asixto/verb": "caso de soporte nuevo"}}',
    },
    pass: {
      code: '{"_meta": {"com.asixto/capability": "soporte", "com.asixto/verb": "abrir un caso de soporte"}}',
    },
  },
  applies: (tool: unknown) => toolVerb(tool) !== undefined,
  check(tool: unknown) {
    const verb = toolVerb(tool) ?? '';
    const first = fold(verb).split(/\s+/)[0] ?? '';
    return INFINITIVE.test(first) ? [] : [{ ok: false, messageId: 'notInfinitive', data: { verb } }];
  },
});
