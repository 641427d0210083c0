import { defineTool, fail, ok } from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn } from '../messages.js';
import { documentoSchema, normalizeDocumento } from './shared.js';

/** The only fields a customer may change through the agent. */
const CAMPOS = ['email', 'telefono', 'direccion', 'ciudad'] as const;
type Campo = (typeof CAMPOS)[number];
const NOMBRES = {
  email: 'field_email',
  telefono: 'field_telefono',
  direccion: 'field_direccion',
  ciudad: 'field_ciudad',
} as const satisfies Record<Campo, string>;

/** actualizar_cliente (U): updates contact data (allowed fields only) and returns what changed. */
export function actualizarCliente(data: TenantData) {
  return defineTool({
    name: 'actualizar_cliente',
    title: 'Actualizar datos de contacto',
    description:
      'Actualiza el correo, teléfono, dirección o ciudad de un cliente identificado y devuelve qué cambió. Envía solo los datos que el cliente pidió cambiar. No la uses para cambiar el nombre ni el documento.',
    input: z.strictObject({
      documento: documentoSchema,
      email: z.email().max(120).nullable().optional().describe('Nuevo correo electrónico.'),
      telefono: z
        .string()
        .regex(/^\+?[0-9 ]{7,16}$/)
        .max(20)
        .nullable()
        .optional()
        .describe('Nuevo teléfono, solo dígitos y opcionalmente el indicativo con +.'),
      direccion: z.string().min(5).max(120).nullable().optional().describe('Nueva dirección.'),
      ciudad: z.string().min(2).max(60).nullable().optional().describe('Nueva ciudad.'),
    }),
    output: z.object({
      documento: z.string(),
      actualizados: z.array(z.enum(CAMPOS)),
      // The new values only: the caller's identity is claimed, not proven, so the old contact data is
      // never echoed (page 02: no third-party data in a response).
      cambios: z.array(z.object({ campo: z.enum(CAMPOS), nuevo: z.string() })),
    }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    capabilities: 'actualizacion_datos',
    verb: 'actualizar los datos de contacto',
    handler: (args, { lang, idempotency }) => {
      const t = messagesIn(lang);
      const doc = normalizeDocumento(args.documento);
      const pedidos = CAMPOS.flatMap((campo) => {
        const value = args[campo];
        return value === null || value === undefined ? [] : [{ campo, nuevo: value.trim() }];
      });
      if (pedidos.length === 0) return fail.validation(t('nothingToUpdate'));
      return data.write(idempotency, async (sql) => {
        const actual = await sql.one<Record<Campo, string>>(
          'SELECT email, telefono, direccion, ciudad FROM clientes WHERE documento = ?',
          [doc],
        );
        if (!actual) return fail.notFound(t('clienteNotFound'));
        const cambios = pedidos
          .filter((p) => actual[p.campo] !== p.nuevo)
          .map((p) => ({ campo: p.campo, nuevo: p.nuevo }));
        for (const c of cambios) {
          // Column names come from the closed CAMPOS list, never from input.
          await sql.run(`UPDATE clientes SET ${c.campo} = ? WHERE documento = ?`, [c.nuevo, doc]);
        }
        const summary =
          cambios.length === 0
            ? t('alreadyUpToDate')
            : t('updated', { campos: cambios.map((c) => t(NOMBRES[c.campo])).join(', ') });
        return ok({ documento: doc, actualizados: cambios.map((c) => c.campo), cambios }, summary);
      });
    },
  });
}
