import {
  confirmation,
  defineTool,
  fail,
  isoWithOffset,
  ok,
  requireOwner,
  requireState,
  say,
} from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn, stateLabel } from '../messages.js';
import { documentoSchema, normalizeDocumento } from './shared.js';

interface CitaRow {
  codigo: string;
  documento: string;
  servicio: string;
  inicio: string;
  sede: string;
  estado: 'programada' | 'confirmada' | 'cancelada' | 'atendida';
}

/**
 * cancelar_cita (admin: destructive): explicit confirmation field, idempotency first (the toolkit
 * claims the key before this handler runs), then ownership and terminal-state guards, then the
 * change and the key in one transaction.
 */
export function cancelarCita(data: TenantData) {
  return defineTool({
    name: 'cancelar_cita',
    title: 'Cancelar cita',
    description:
      'Cancela una cita programada del cliente identificado, usando el código de cita que devolvió consultar_cliente. Es irreversible: úsala solo después de que el cliente confirmó. No la uses para reprogramar.',
    input: z.strictObject({
      documento: documentoSchema,
      codigo_cita: z
        .string()
        .min(4)
        .max(20)
        .describe('Código de la cita tal como lo devolvió consultar_cliente, por ejemplo CITA-1001.'),
      motivo: z
        .string()
        .max(200)
        .nullable()
        .optional()
        .describe('Motivo de la cancelación, si el cliente lo dio.'),
      confirmacion: confirmation(),
    }),
    output: z.object({
      codigo_cita: z.string(),
      estado: z.literal('cancelada'),
      servicio: z.string(),
      fecha: z.string(),
      fecha_texto: z.string(),
    }),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    capabilities: ['cancelacion', 'agenda'],
    verb: 'cancelar una cita',
    handler: ({ documento, codigo_cita, motivo }, { meta, lang, idempotency }) => {
      const t = messagesIn(lang);
      return data.write(idempotency, async (sql) => {
        const cita = await sql.one<CitaRow>(
          'SELECT codigo, documento, servicio, inicio, sede, estado FROM citas WHERE codigo = ?',
          [codigo_cita.trim().toUpperCase()],
        );
        if (!cita) return fail.notFound(t('citaNotFound'));
        requireOwner(cita.documento, normalizeDocumento(documento), { userMessage: t('citaNotOwner') });
        requireState(cita.estado, ['programada', 'confirmada'], {
          userMessage: t('citaNotCancellable', { estado: stateLabel(lang, 'citaState', cita.estado) }),
        });
        await sql.run(`UPDATE citas SET estado = 'cancelada', motivo_cancelacion = ? WHERE codigo = ?`, [
          motivo ?? null,
          cita.codigo,
        ]);
        const fechaTexto = say.dateTime(cita.inicio, meta.timezone, lang);
        return ok(
          {
            codigo_cita: cita.codigo,
            estado: 'cancelada',
            servicio: cita.servicio,
            fecha: isoWithOffset(cita.inicio, meta.timezone),
            fecha_texto: fechaTexto,
          },
          t('citaCancelled', { servicio: cita.servicio, fecha: fechaTexto, sede: cita.sede }),
        );
      });
    },
  });
}
