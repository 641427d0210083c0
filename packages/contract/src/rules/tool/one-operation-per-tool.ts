import { isJsonObject, own } from '../../schema/json-value.js';
import { deref } from '../../schema/resolve-ref.js';
import { escapePointer } from '../../schema/walk-properties.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fold, toolFields } from './tool-fields.js';

type Id = 'selector' | 'verbEnum';

/** Parameter names that only exist to pick an operation. */
const SELECTOR_NAMES = new Set([
  'accion',
  'action',
  'operacion',
  'operation',
  'op',
  'modo',
  'mode',
  'tipo_operacion',
  'tipo_accion',
  'operation_type',
  'action_type',
]);

/** Verbs whose presence as enum values means the tool multiplexes operations. */
const OPERATION_VERBS = new Set([
  'crear',
  'consultar',
  'actualizar',
  'modificar',
  'editar',
  'cancelar',
  'borrar',
  'eliminar',
  'listar',
  'buscar',
  'abrir',
  'cerrar',
  'agendar',
  'reprogramar',
  'pagar',
  'registrar',
  'obtener',
  'agregar',
  'anadir',
  'quitar',
  'asignar',
  'enviar',
  'ver',
  'cambiar',
  'mover',
  'confirmar',
  'reactivar',
  'renovar',
  'create',
  'read',
  'get',
  'list',
  'update',
  'edit',
  'delete',
  'remove',
  'add',
  'cancel',
  'open',
  'close',
  'search',
  'find',
  'set',
  'fetch',
  'insert',
  'upsert',
  'patch',
  'put',
  'post',
]);

/**
 * Page 02 "Reglas del esquema": one operation per tool. Blocks a root parameter named as an
 * operation selector (`accion`, `action`, `operacion`, `operation`, `op`, `modo`, `mode`,
 * `tipo_operacion`…), and any root enum whose values are two or more operation verbs
 * (`["crear", "cancelar"]`). A plain `tipo` of business values (`falla`, `cobro`) is fine.
 */
export const oneOperationPerTool = defineRule({
  id: 'one-operation-per-tool',
  level: 'DEBE',
  page: '02',
  section: 'Reglas del esquema',
  scope: 'tool',
  heuristic: false,
  title: { es: 'Una operación por herramienta', en: 'One operation per tool' },
  messages: {
    es: {
      selector: 'El parámetro `{param}` selecciona la operación: separe cada operación en su herramienta',
      verbEnum:
        'Los valores de `{param}` ({values}) son operaciones distintas: separe cada una en su herramienta',
    },
    en: {
      selector: 'Parameter `{param}` selects the operation: split each operation into its own tool',
      verbEnum: 'The values of `{param}` ({values}) are different operations: split each into its own tool',
    },
  },
  docs: {
    why: {
      es: 'Un parámetro `accion` que reúne varias operaciones en una herramienta degrada la elección del modelo y mezcla niveles de acceso (consultar es lectura, cancelar es escritura). Una herramienta por operación, cada una con su nombre, su descripción y sus anotaciones.',
      en: 'An `accion` parameter that folds several operations into one tool makes the model choose worse and mixes access levels (looking up is a read, cancelling a write). One tool per operation, each with its own name, description and annotations.',
    },
    fail: {
      code: '{"name": "gestionar_cita", "inputSchema": {"type": "object", "additionalProperties": false, "required": ["accion"], "properties": {"accion": {"enum": ["agendar", "consultar", "cancelar"]}, "codigo_cita": {"type": "string", "maxLength": 20}}}}',
    },
    pass: {
      code: '{"name": "cancelar_cita", "inputSchema": {"type": "object", "additionalProperties": false, "required": ["codigo_cita"], "properties": {"codigo_cita": {"type": "string", "maxLength": 20}}}}',
      note: {
        es: 'Y aparte `agendar_cita` y `consultar_cita`.',
        en: 'And, apart, `agendar_cita` and `consultar_cita`.',
      },
    },
  },
  check(tool: unknown) {
    const root = toolFields(tool).inputSchema;
    const resolvedRoot = deref(root, root, new Set());
    const rootSchema = resolvedRoot.ok ? resolvedRoot.schema : undefined;
    const properties = isJsonObject(rootSchema) ? own(rootSchema, 'properties') : undefined;
    if (!isJsonObject(properties)) return [];
    const results: RuleResult<Id>[] = [];
    for (const param of Object.keys(properties)) {
      const path = `/properties/${escapePointer(param)}`;
      if (SELECTOR_NAMES.has(fold(param))) {
        results.push({ ok: false, messageId: 'selector', path, data: { param } });
        continue;
      }
      const verbs = enumValues(properties[param], root).filter((v) => OPERATION_VERBS.has(firstWord(v)));
      if (new Set(verbs.map(firstWord)).size >= 2) {
        results.push({ ok: false, messageId: 'verbEnum', path, data: { param, values: verbs.join(', ') } });
      }
    }
    return results;
  },
});

function firstWord(value: string): string {
  return fold(value).split(/[_\s-]/)[0] ?? '';
}

/** String enum/const values of a schema and of its `anyOf`/`oneOf` branches. */
function enumValues(schema: unknown, root: unknown): string[] {
  const resolved = deref(schema, root, new Set());
  if (!resolved.ok || !isJsonObject(resolved.schema)) return [];
  const s = resolved.schema;
  const values: string[] = [];
  const en = own(s, 'enum');
  if (Array.isArray(en)) for (const v of en) if (typeof v === 'string') values.push(v);
  const c = own(s, 'const');
  if (typeof c === 'string') values.push(c);
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = own(s, keyword);
    if (!Array.isArray(branches)) continue;
    for (const b of branches) {
      const r = deref(b, root, resolved.refs);
      if (!r.ok || !isJsonObject(r.schema)) continue;
      const be = own(r.schema, 'enum');
      if (Array.isArray(be)) for (const v of be) if (typeof v === 'string') values.push(v);
      const bc = own(r.schema, 'const');
      if (typeof bc === 'string') values.push(bc);
    }
  }
  return values;
}
