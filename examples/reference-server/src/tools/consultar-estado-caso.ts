import { defineTool, fail, isoWithOffset, ok, requireOwner, say } from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn, stateLabel } from '../messages.js';
import { documentoSchema, normalizeDocumento } from './shared.js';

interface CasoRow {
  radicado: string;
  documento: string;
  tipo: 'falla' | 'instalacion' | 'cobro';
  prioridad: 'alta' | 'normal' | null;
  estado: string;
  creado: string;
  sla_horas: number;
}

/** consultar_estado_caso (R): the status of one support case of the identified customer. */
export function consultarEstadoCaso(data: TenantData) {
  return defineTool({
    name: 'consultar_estado_caso',
    title: 'Consultar estado de un caso',
    description:
      'Devuelve el estado de un caso de soporte a partir de su número de radicado y del documento del cliente identificado. No la uses para abrir un caso nuevo.',
    input: z.strictObject({
      radicado: z
        .string()
        .min(5)
        .max(30)
        .describe('Número de radicado que el cliente recibió, por ejemplo RAD-2026-000101.'),
      documento: documentoSchema,
    }),
    output: z.object({
      radicado: z.string(),
      tipo: z.enum(['falla', 'instalacion', 'cobro']),
      estado: z.enum(['abierto', 'en_cola', 'en_proceso', 'cerrado']),
      prioridad: z.enum(['alta', 'normal']).nullable(),
      creado: z.string(),
      creado_texto: z.string(),
      sla_horas: z.number().int(),
    }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    capabilities: ['consulta_estado', 'soporte', 'pqr'],
    verb: 'consultar el estado de un caso',
    handler: async ({ radicado, documento }, { meta, lang }) => {
      const t = messagesIn(lang);
      const caso = await data.read.one<CasoRow>(
        'SELECT radicado, documento, tipo, prioridad, estado, creado, sla_horas FROM casos WHERE radicado = ?',
        [radicado.trim().toUpperCase()],
      );
      if (!caso) return fail.notFound(t('casoNotFound'));
      requireOwner(caso.documento, normalizeDocumento(documento), { userMessage: t('casoNotOwner') });
      const creadoTexto = say.date(caso.creado, meta.timezone, lang);
      return ok(
        {
          radicado: caso.radicado,
          tipo: caso.tipo,
          estado: caso.estado as 'abierto' | 'en_cola' | 'en_proceso' | 'cerrado',
          prioridad: caso.prioridad,
          creado: isoWithOffset(caso.creado, meta.timezone),
          creado_texto: creadoTexto,
          sla_horas: caso.sla_horas,
        },
        t('casoStatus', {
          radicado: caso.radicado,
          estado: stateLabel(lang, 'casoState', caso.estado),
          fecha: creadoTexto,
          horas: caso.sla_horas,
        }),
      );
    },
  });
}
