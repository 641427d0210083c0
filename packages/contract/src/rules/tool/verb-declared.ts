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
  check: (tool: unknown) => (toolVerb(tool) === undefined ? [{ ok: false, messageId: 'missing' }] : []),
});
