import type { SchemaNode } from './schema-node.js';
import { asNode, fitsString, nonNullBranch, patternOf, types } from './schema-node.js';
import { findSearchParam } from './synthesize-arguments.js';

/** Names of parameters that identify one record: a document, a case number, an order, an email… */
const IDENTIFYING =
  /^(?:id|.+_id|id_.+|documento.*|doc|cedula|dni|nit|rut|identificacion|numero.*|num_.+|nro.*|codigo.*|cod_.+|radicado.*|caso|pedido|orden|cita|placa|email|correo|telefono|celular|movil|cuenta|contrato|factura|referencia|ref|sku|guia|poliza|reserva|ticket|serial|imei|order.*|account.*|phone|reference|code|identifier|document.*)$/i;

/** The parameter a read tool looks a record up by, and a value of it that matches nothing. */
export interface NotFoundProbe {
  param: string;
  value: string | number;
}

function identifyingParams(schema: unknown): string[] {
  const root = asNode(schema) ?? {};
  const properties = asNode(root.properties) ?? {};
  // A set: a hostile schema can list tens of thousands of names.
  const required = new Set(Array.isArray(root.required) ? root.required : []);
  const search = findSearchParam(schema);
  const names = Object.keys(properties).filter((name) => {
    if (name === search || !IDENTIFYING.test(name)) return false;
    const node = asNode(properties[name]);
    if (!node) return false;
    const branch = nonNullBranch(node);
    const kinds = types(branch);
    return (
      (kinds.includes('string') || kinds.includes('integer')) && !('enum' in branch) && !('const' in branch)
    );
  });
  // Required parameters first: the record is looked up by what the tool cannot do without.
  return [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
}

/** Candidates that keep the nominal value's shape (so a `pattern` still holds) but match no real record. */
function stringCandidates(node: SchemaNode, nominal: unknown): string[] {
  const base = typeof nominal === 'string' ? nominal : '';
  const candidates = [
    base.replace(/[0-9]/g, '9'),
    base.replace(/[0-9]/g, '0'),
    base.replace(/[0-9]/g, '9').replace(/[a-z]/g, 'z').replace(/[A-Z]/g, 'Z'),
    base.replace(/[a-z]/g, 'z').replace(/[A-Z]/g, 'Z'),
  ];
  if (node.format === 'email') candidates.unshift('zqxj.sin.registro@example.com');
  if (node.format === 'uuid') candidates.unshift('ffffffff-ffff-4fff-bfff-ffffffffffff');
  candidates.push('999999999', 'ZQXJ-999999', 'zqxj-sin-coincidencias');
  return candidates;
}

/**
 * For a read tool: the identifying parameter (required first; a name like `documento`,
 * `radicado`, `*_id`, `email`…, never the free-text search parameter) and a value for it that still
 * satisfies its schema but that no record has. `undefined` when the tool has no such parameter or
 * no such value can be built. The nominal arguments give the shape to keep.
 */
export function notFoundProbe(schema: unknown, nominal: Record<string, unknown>): NotFoundProbe | undefined {
  const properties = asNode(asNode(schema)?.properties) ?? {};
  for (const param of identifyingParams(schema)) {
    const node = nonNullBranch(asNode(properties[param]) ?? {});
    const current = nominal[param];
    if (types(node).includes('integer') && !types(node).includes('string')) {
      const max = typeof node.maximum === 'number' ? node.maximum : 999_999_999;
      if (Number.isInteger(max) && max !== current) return { param, value: max };
      continue;
    }
    const pattern = patternOf(node);
    if (pattern === null) continue;
    const value = stringCandidates(node, current).find(
      (candidate) => candidate !== '' && candidate !== current && fitsString(node, candidate, pattern),
    );
    if (value !== undefined) return { param, value };
  }
  return undefined;
}
