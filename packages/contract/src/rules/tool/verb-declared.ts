import { toolVerb } from '../../tool-meta/tool-capabilities.js';
import { defineRule } from '../define-rule.js';

/** Page 02 "Clasificación de la herramienta": `com.asixto/verb` is present (DEBE in its table). */
export const verbDeclared = defineRule({
  id: 'verb-declared',
  level: 'DEBE',
  page: '02',
  section: 'Clasificación de la herramienta: _meta en su definición',
  scope: 'tool',
  heuristic: false,
  title: { es: '`_meta` declara `com.asixto/verb`', en: '`_meta` declares `com.asixto/verb`' },
  messages: {
    es: { missing: 'Falta `com.asixto/verb`: el modelo no sabrá qué caso resuelve la herramienta' },
    en: { missing: '`com.asixto/verb` is missing: the model will not know which case the tool solves' },
  },
  docs: {
    why: {
      es: 'El texto que le dice al modelo qué puede hacer en la conversación se arma con estos verbos. Sin verbo, la herramienta queda disponible pero el modelo no sabe que resuelve ese caso y casi no la usa.',
      en: 'The text that tells the model what it can do in the conversation is built from these verbs. Without a verb the tool is available, but the model does not know it solves that case and hardly uses it.',
    },
    fail: { code: '{"_meta": {"com.asixto/capability": "soporte"}}' },
    pass: {
      code: '{"_meta": {"com.asixto/capability": "soporte", "com.asixto/verb": "abrir un caso de soporte"}}',
    },
  },
  check: (tool: unknown) => (toolVerb(tool) === undefined ? [{ ok: false, messageId: 'missing' }] : []),
});
