import { isJsonObject } from '../../schema/json-value.js';
import { defineRule } from '../define-rule.js';
import { toolFields } from './tool-fields.js';

/**
 * Page 02 "Anotaciones y su efecto": annotations are declared. The page does not make them
 * mandatory — absent annotations are treated as the most restrictive case (non-idempotent write,
 * level `admin`) — so the rule is DEBERÍA and says what absence costs.
 */
export const annotationsDeclared = defineRule({
  id: 'annotations-declared',
  level: 'DEBERIA',
  page: '02',
  section: 'Anotaciones y su efecto (ausentes ⇒ admin; por eso DEBERÍA)',
  scope: 'tool',
  heuristic: false,
  title: { es: 'La herramienta declara `annotations`', en: 'The tool declares `annotations`' },
  messages: {
    es: {
      missing: 'Sin `annotations`: se trata como escritura no idempotente de nivel `admin`',
      notObject: '`annotations` no es un objeto: se trata como escritura no idempotente de nivel `admin`',
    },
    en: {
      missing: 'No `annotations`: treated as a non-idempotent write of level `admin`',
      notObject: '`annotations` is not an object: treated as a non-idempotent write of level `admin`',
    },
  },
  docs: {
    why: {
      es: 'Las anotaciones clasifican el nivel de acceso de la herramienta. Sin ellas se asume el caso más restrictivo: escritura no idempotente de nivel `admin`, fuera del alcance de los agentes de nivel `read` y `write`.',
      en: "Annotations classify the tool's access level. Without them the strictest case is assumed: a non-idempotent write at level `admin`, out of reach of agents at levels `read` and `write`.",
    },
    fail: {
      code: '{"name": "consultar_pedido", "title": "Consultar pedido"}',
      note: { es: 'Sin `annotations`.', en: 'No `annotations`.' },
    },
    pass: {
      code: '{"name": "consultar_pedido", "title": "Consultar pedido", "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true}}',
    },
  },
  check(tool: unknown) {
    const { annotations } = toolFields(tool);
    if (annotations === undefined || annotations === null) return [{ ok: false, messageId: 'missing' }];
    return isJsonObject(annotations) ? [] : [{ ok: false, messageId: 'notObject' }];
  },
});
