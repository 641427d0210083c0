import { keyWords } from './secret-keys.js';

/*
 * Keys of `structuredContent` that look internal or administrative (page 02: "Prohibido en la
 * respuesta: identificadores internos, … campos administrativos"): a heuristic, so a warning, never
 * blocking. Flagged: keys that start with `_` (`_id`, `__v`, `_rev`), keys named internal
 * (`internal_notes`, `internalId`, `codigo_interno`), the audit fields of records (`created_by`,
 * `updatedAt`, `deleted_at`, `last_modified`, `creado_por`, `fecha_modificacion`) and database row
 * identifiers (`row_id`, `oid`, `tenant_id`). A business identifier the customer knows (`radicado`,
 * `codigo`, `numero_pedido`, `id_cita` shown to them) is not flagged.
 */

const INTERNAL_WORDS = new Set(['internal', 'interno', 'interna', 'internos', 'internas']);
const AUDIT_VERBS = new Set([
  'created',
  'updated',
  'modified',
  'deleted',
  'inserted',
  'creado',
  'creada',
  'modificado',
  'modificada',
  'actualizado',
  'actualizada',
  'eliminado',
  'borrado',
]);
const AUDIT_TAILS = new Set(['by', 'at', 'on', 'date', 'time', 'timestamp', 'por', 'el', 'en']);
const AUDIT_PAIRS = new Set([
  'last modified',
  'last updated',
  'fecha modificacion',
  'fecha actualizacion',
  'fecha eliminacion',
  'usuario creacion',
  'usuario modificacion',
  'usuario actualizacion',
]);
const ROW_IDS = new Set([
  'rowid',
  'row id',
  'oid',
  'objectid',
  'object id',
  'tenant id',
  'tenantid',
  'db id',
  'dbid',
]);

/**
 * Whether a key of `structuredContent` looks internal or administrative.
 *
 * @example
 * isInternalFieldKey('_id'); // true
 * isInternalFieldKey('created_by'); // true
 * isInternalFieldKey('radicado'); // false
 */
export function isInternalFieldKey(key: string): boolean {
  if (key.length === 0 || key.length > 64) return false;
  if (key.startsWith('_')) return true;
  const words = keyWords(key).map((word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  const first = words[0];
  const last = words.at(-1);
  if (first === undefined || last === undefined) return false;
  if (INTERNAL_WORDS.has(first) || INTERNAL_WORDS.has(last)) return true;
  const joined = words.join(' ');
  if (ROW_IDS.has(joined) || AUDIT_PAIRS.has(joined)) return true;
  return words.length === 2 && AUDIT_VERBS.has(first) && AUDIT_TAILS.has(last);
}
