/**
 * The closed list of canonical scenario keys (contract page 04). A tool declares one of these in
 * `com.asixto/capability`, or several in `com.asixto/capabilities`; any other key is refused.
 *
 * @example
 * SCENARIO_KEYS.includes('soporte'); // true
 */
export const SCENARIO_KEYS = [
  'actualizacion_datos',
  'agenda',
  'busqueda_web',
  'cambio_plan',
  'cancelacion',
  'consulta_estado',
  'emergencia',
  'encuestas_satisfaccion',
  'facturacion',
  'felicitacion',
  'garantia',
  'general',
  'informacion_empresa',
  'informacion_productos',
  'informacion_servicios',
  'lead',
  'notificaciones',
  'pqr',
  'reactivacion',
  'reclamo_calidad',
  'renovacion',
  'reporte_fraude',
  'seguimiento_postventa',
  'solicitud_documentos',
  'soporte',
  'ventas',
] as const;

export type ScenarioKey = (typeof SCENARIO_KEYS)[number];

/**
 * Whether a value is one of the canonical scenario keys of page 04.
 *
 * @example
 * isScenarioKey('pqr'); // true
 * isScenarioKey('quejas'); // false
 */
export function isScenarioKey(value: unknown): value is ScenarioKey {
  return typeof value === 'string' && (SCENARIO_KEYS as readonly string[]).includes(value);
}
