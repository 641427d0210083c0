import { internalFields } from '../../leaks/probe-leaks.js';
import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Findings of one call at most. */
const MAX_FINDINGS = 5;

/*
 * Page 02, "Forma de la respuesta": "Prohibido en la respuesta: identificadores internos, …
 * campos administrativos" and "Devuelva datos ya resueltos". A key can only suggest it, so this is a
 * heuristic: reported for review, never blocking. Fails (warns): `{"_id": "64f1…", "nombre": "Ana",
 * "created_by": "etl"}`; passes: `{"nombre": "Ana Restrepo", "radicado": "RAD-2026-000123"}`. Which
 * keys: `src/leaks/internal-field-keys.ts`.
 */
export const callNoInternalFields = defineRule({
  id: 'call-no-internal-fields',
  level: 'DEBE',
  page: '02',
  section:
    'Forma de la respuesta (prohibido: identificadores internos y campos administrativos; heurística por el nombre del campo)',
  scope: 'call',
  heuristic: true,
  title: {
    es: '`structuredContent` no trae campos internos ni administrativos',
    en: '`structuredContent` carries no internal or administrative fields',
  },
  docs: {
    why: {
      es: 'El modelo no sabe qué hacer con un identificador de base de datos o un campo de auditoría, y puede leerlo en voz alta o usarlo para inventar una llamada. Devuelva datos ya resueltos para el cliente. Como solo el nombre del campo lo sugiere, es un aviso: si es un dato de negocio, ignórelo.',
      en: 'The model does not know what to do with a database identifier or an audit field, and may read it aloud or use it to make up a call. Return data already resolved for the customer. Since only the field name suggests it, this is a warning: if it is business data, ignore it.',
    },
    fail: {
      code: '← structuredContent: {"_id": "64f1c2a9e3", "nombre": "Ana Restrepo", "created_by": "etl"}',
      syntax: 'text',
    },
    pass: {
      code: '← structuredContent: {"nombre": "Ana Restrepo", "radicado": "RAD-2026-000123"}',
      syntax: 'text',
    },
  },
  messages: {
    es: {
      field:
        '`structuredContent` trae el campo `{key}` en `{path}`, que parece interno o administrativo: devuelva datos ya resueltos para el cliente (si es un dato de negocio, ignore este aviso)',
    },
    en: {
      field:
        '`structuredContent` has the field `{key}` at `{path}`, which looks internal or administrative: return data resolved for the customer (if it is business data, ignore this warning)',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result' && !call.isError,
  check(call: CallProbe) {
    return internalFields(call)
      .slice(0, MAX_FINDINGS)
      .map(({ key, path }) => ({ ok: false, messageId: 'field' as const, path, data: { key, path } }));
  },
});
