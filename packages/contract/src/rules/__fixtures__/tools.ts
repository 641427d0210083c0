// Shared tool definitions for the rule tests. Factories return fresh copies, so a test may mutate.

/** The example tool of contract page 02, with the `_meta` of its classification section. */
export function abrirCasoSoporte(): Record<string, unknown> {
  return {
    name: 'abrir_caso_soporte',
    title: 'Abrir caso de soporte',
    description:
      'Registra un caso de soporte para un cliente identificado y devuelve su número de radicado. Úsala solo cuando el cliente ya describió el problema. No la uses para consultar el estado de un caso existente.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['documento', 'tipo', 'descripcion'],
      properties: {
        documento: { type: 'string', maxLength: 20 },
        tipo: { enum: ['falla', 'instalacion', 'cobro'] },
        descripcion: { type: 'string', maxLength: 400 },
        prioridad: { type: ['string', 'null'], enum: ['alta', 'normal', null] },
      },
    },
    outputSchema: {
      type: 'object',
      required: ['radicado', 'estado'],
      properties: {
        radicado: { type: 'string' },
        estado: { enum: ['abierto', 'en_cola'] },
        sla_horas: { type: 'integer' },
      },
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    _meta: {
      'com.asixto/capabilities': ['pqr', 'soporte', 'garantia'],
      'com.asixto/verb': 'abrir un caso de soporte',
    },
  };
}

/** The shape zod v4 produces through the MCP SDK: `$schema`, nullable strings and nullable enums. */
export function zodStyleTool(): Record<string, unknown> {
  return {
    name: 'actualizar_cliente',
    description:
      'Actualiza el teléfono o el correo de un cliente identificado. No la uses para registrar un cliente nuevo.',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        documento: {
          type: 'string',
          maxLength: 20,
          description: 'Documento del cliente, p. ej. CC1032456789',
        },
        telefono: { type: ['string', 'null'], maxLength: 15 },
        correo: { anyOf: [{ type: 'string', maxLength: 120, format: 'email' }, { type: 'null' }] },
        canal_preferido: {
          anyOf: [{ type: 'string', enum: ['whatsapp', 'llamada', 'correo'] }, { type: 'null' }],
        },
        notas: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
        direccion: {
          anyOf: [
            {
              type: 'object',
              properties: {
                ciudad: { type: ['string', 'null'], maxLength: 60 },
                linea: { type: 'string', maxLength: 120 },
              },
              required: ['linea'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
      },
      required: ['documento'],
      additionalProperties: false,
    },
    outputSchema: { type: 'object', properties: { actualizado: { type: 'boolean' } } },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    _meta: {
      'com.asixto/capability': 'actualizacion_datos',
      'com.asixto/verb': 'actualizar los datos de contacto',
    },
  };
}

/** A tool with a given input schema and otherwise the page 02 example. */
export function withInput(inputSchema: unknown): Record<string, unknown> {
  return { ...abrirCasoSoporte(), inputSchema };
}

/** A closed object schema from properties, with the given required list. */
export function objectSchema(
  properties: Record<string, unknown>,
  required: string[] = [],
): Record<string, unknown> {
  return { type: 'object', additionalProperties: false, required, properties };
}

/**
 * An `inputSchema` exactly as zod 4 emits it for the MCP SDK (`~standard.jsonSchema.input`, target
 * draft-2020-12) from a `z.strictObject` with `.nullable().optional()` fields, captured once.
 */
export function zodCapturedInput(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      documento: { type: 'string', maxLength: 20, description: 'Documento del cliente' },
      tipo: { type: 'string', enum: ['falla', 'instalacion', 'cobro'] },
      descripcion: { type: 'string', maxLength: 400 },
      prioridad: { anyOf: [{ type: 'string', enum: ['alta', 'normal'] }, { type: 'null' }] },
      notas: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
      fecha: {
        anyOf: [{ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }],
      },
      cantidad: {
        anyOf: [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, { type: 'null' }],
      },
      direccion: {
        anyOf: [
          {
            type: 'object',
            properties: {
              ciudad: { anyOf: [{ type: 'string', maxLength: 60 }, { type: 'null' }] },
              linea: { type: 'string', maxLength: 100 },
            },
            required: ['linea'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
      tags: {
        anyOf: [{ maxItems: 3, type: 'array', items: { type: 'string', maxLength: 10 } }, { type: 'null' }],
      },
      confirmar: { type: 'boolean', const: true },
    },
    required: ['documento', 'tipo', 'descripcion', 'confirmar'],
    additionalProperties: false,
  };
}
