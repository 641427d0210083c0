import { isJsonObject, own } from '../../schema/json-value.js';
import { toolVerb } from '../../tool-meta/tool-capabilities.js';
import { defineRule } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

/** Verbs that write: a tool named with one of them is not read-only. */
const WRITE_VERBS = new Set([
  'crear',
  'abrir',
  'cancelar',
  'actualizar',
  'borrar',
  'eliminar',
  'pagar',
  'cobrar',
  'registrar',
  'agendar',
  'reprogramar',
  'modificar',
  'editar',
  'enviar',
  'cerrar',
  'asignar',
  'mover',
  'cambiar',
  'confirmar',
  'reactivar',
  'renovar',
  'agregar',
  'anadir',
  'quitar',
  'reservar',
  'radicar',
  'inscribir',
  'create',
  'update',
  'delete',
  'remove',
  'add',
  'cancel',
  'pay',
  'send',
  'insert',
  'write',
  'book',
]);

/**
 * Page 02 "Anotaciones y su efecto": declaring read-only a tool that writes breaks the contract and
 * blocks certification. From a definition it can only be suspected: `readOnlyHint: true` on a name
 * or verb that starts with a writing verb, or together with `destructiveHint: true`.
 */
export const readOnlyCoherent = defineRule({
  id: 'read-only-coherent',
  level: 'DEBE',
  page: '02',
  section: 'Anotaciones y su efecto',
  scope: 'tool',
  heuristic: true,
  title: {
    es: '`readOnlyHint: true` solo en herramientas que no escriben',
    en: '`readOnlyHint: true` only on tools that do not write',
  },
  messages: {
    es: {
      writingVerb: 'Declara `readOnlyHint: true` pero su nombre empieza por «{word}», un verbo que escribe',
      contradictory: 'Declara a la vez `readOnlyHint: true` y `destructiveHint: true`',
    },
    en: {
      writingVerb: 'Declares `readOnlyHint: true` but its name starts with "{word}", a verb that writes',
      contradictory: 'Declares both `readOnlyHint: true` and `destructiveHint: true`',
    },
  },
  docs: {
    why: {
      es: '`readOnlyHint: true` clasifica la herramienta como lectura: se ejecuta sin confirmación, también para agentes de solo lectura. Declarar de solo lectura una herramienta que escribe es un incumplimiento del contrato.',
      en: '`readOnlyHint: true` classifies the tool as a read: it runs without confirmation, for read-only agents too. Declaring read-only a tool that writes breaks the contract.',
    },
    fail: {
      code: '{"name": "cancelar_cita", "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true}}',
    },
    pass: {
      code: '{"name": "cancelar_cita", "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true}}',
    },
  },
  check(tool: unknown) {
    const { name, annotations } = toolFields(tool);
    if (!isJsonObject(annotations) || own(annotations, 'readOnlyHint') !== true) return [];
    if (own(annotations, 'destructiveHint') === true) return [{ ok: false, messageId: 'contradictory' }];
    for (const text of [name, toolVerb(tool)]) {
      const word = text === undefined ? '' : (fold(text).split(/[_\s]/)[0] ?? '');
      if (WRITE_VERBS.has(word)) return [{ ok: false, messageId: 'writingVerb', data: { word } }];
    }
    return [];
  },
});
