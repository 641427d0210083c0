import { defineTool, fail, isoWithOffset, ok, say } from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn, stateLabel } from '../messages.js';
import { copConverter, documentoSchema, normalizeDocumento } from './shared.js';

interface ClienteRow {
  documento: string;
  nombre: string;
  estado: 'activo' | 'en_mora' | 'suspendido';
  ciudad: string;
  saldo_pendiente: number;
}
interface CitaRow {
  codigo: string;
  servicio: string;
  inicio: string;
  sede: string;
  estado: string;
}

/** consultar_cliente (R): identifies the customer; the document it resolves is what writes check ownership against. */
export function consultarCliente(data: TenantData) {
  return defineTool({
    name: 'consultar_cliente',
    title: 'Consultar cliente',
    description:
      'Identifica a un cliente por su documento y devuelve su nombre, si está al día y sus citas vigentes. Úsala antes de cualquier gestión sobre sus datos, citas o casos. No la uses para buscar productos ni para modificar datos.',
    input: z.strictObject({ documento: documentoSchema }),
    output: z.object({
      documento: z.string(),
      nombre: z.string(),
      estado: z.enum(['activo', 'en_mora', 'suspendido']),
      al_dia: z.boolean(),
      saldo_pendiente: z.number(),
      moneda: z.string(),
      ciudad: z.string(),
      citas_vigentes: z.array(
        z.object({
          codigo_cita: z.string(),
          servicio: z.string(),
          fecha: z.string(),
          fecha_texto: z.string(),
          sede: z.string(),
        }),
      ),
    }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    capabilities: [
      'general',
      'actualizacion_datos',
      'agenda',
      'cancelacion',
      'soporte',
      'pqr',
      'consulta_estado',
      'facturacion',
    ],
    verb: 'identificar a un cliente',
    handler: async ({ documento }, { meta, lang }) => {
      const t = messagesIn(lang);
      const doc = normalizeDocumento(documento);
      const cliente = await data.read.one<ClienteRow>(
        'SELECT documento, nombre, estado, ciudad, saldo_pendiente FROM clientes WHERE documento = ?',
        [doc],
      );
      if (!cliente) return fail.notFound(t('clienteNotFound'));
      const toCurrency = await copConverter(data.read, meta.currency);
      if (!toCurrency) return fail.system(t('balanceCurrency'), { currency: meta.currency });
      const saldo = toCurrency(cliente.saldo_pendiente);
      const rows = await data.read.all<CitaRow>(
        `SELECT codigo, servicio, inicio, sede, estado FROM citas
           WHERE documento = ? AND estado IN ('programada', 'confirmada') ORDER BY inicio`,
        [doc],
      );
      const citas = rows.map((c) => ({
        codigo_cita: c.codigo,
        servicio: c.servicio,
        fecha: isoWithOffset(c.inicio, meta.timezone),
        fecha_texto: say.dateTime(c.inicio, meta.timezone, lang),
        sede: c.sede,
      }));
      const alDia = cliente.estado === 'activo';
      const partes = [
        t('clienteHeader', {
          nombre: cliente.nombre,
          estado: stateLabel(lang, 'clienteState', cliente.estado),
        }),
        alDia ? '' : t('clienteBalance', { saldo: say.money(saldo, meta.currency, lang) }),
      ].filter(Boolean);
      const citasTexto =
        citas.length === 0
          ? t('noCitas')
          : t('citas', {
              list: citas
                .map((c) =>
                  t('citaItem', {
                    servicio: c.servicio,
                    codigo: c.codigo_cita,
                    fecha: c.fecha_texto,
                    sede: c.sede,
                  }),
                )
                .join('; '),
            });
      return ok(
        {
          documento: cliente.documento,
          nombre: cliente.nombre,
          estado: cliente.estado,
          al_dia: alDia,
          saldo_pendiente: saldo,
          moneda: meta.currency,
          ciudad: cliente.ciudad,
          citas_vigentes: citas,
        },
        `${partes.join(' ')}. ${citasTexto}`,
      );
    },
  });
}
