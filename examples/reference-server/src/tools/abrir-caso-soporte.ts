import { defineTool, fail, ok, zonedParts } from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn } from '../messages.js';
import { documentoSchema, normalizeDocumento } from './shared.js';

const SLA_HORAS = { alta: 8, falla: 24, cobro: 48, instalacion: 72 } as const;

/**
 * abrir_caso_soporte (C, idempotent): the page-02 example. The case row and the idempotency key
 * commit in one transaction (SQLite or PostgreSQL), so a retry with the same key never opens a
 * second case, whichever replica it reaches.
 */
export function abrirCasoSoporte(data: TenantData, now: () => Date = () => new Date()) {
  return defineTool({
    name: 'abrir_caso_soporte',
    title: 'Abrir caso de soporte',
    description:
      'Registra un caso de soporte para un cliente identificado y devuelve su número de radicado. Úsala solo cuando el cliente ya describió el problema. No la uses para consultar el estado de un caso existente.',
    input: z.strictObject({
      documento: documentoSchema,
      tipo: z.enum(['falla', 'instalacion', 'cobro']).describe('Tipo de caso.'),
      descripcion: z.string().min(5).max(400).describe('El problema, con las palabras del cliente.'),
      prioridad: z
        .enum(['alta', 'normal'])
        .nullable()
        .optional()
        .describe('Alta solo si el cliente se queda sin servicio.'),
    }),
    output: z.object({
      radicado: z.string(),
      estado: z.enum(['abierto', 'en_cola']),
      sla_horas: z.number().int(),
    }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    capabilities: ['pqr', 'soporte', 'garantia'],
    verb: 'abrir un caso de soporte',
    handler: ({ documento, tipo, descripcion, prioridad }, { meta, lang, idempotency }) => {
      const t = messagesIn(lang);
      const doc = normalizeDocumento(documento);
      return data.write(idempotency, async (sql) => {
        const cliente = await sql.one<{ nombre: string; estado: string }>(
          'SELECT nombre, estado FROM clientes WHERE documento = ?',
          [doc],
        );
        if (!cliente) return fail.notFound(t('clienteNotFound'));
        // A new installation needs an account in good standing; failures and billing claims never do.
        if (tipo === 'instalacion' && cliente.estado !== 'activo') {
          return fail.blocker(t('installationNeedsGoodStanding'));
        }
        const prio = prioridad ?? 'normal';
        const sla = prio === 'alta' ? SLA_HORAS.alta : SLA_HORAS[tipo];
        const estado = prio === 'alta' ? 'abierto' : 'en_cola';
        const seq = await sql.one<{ valor: number }>(
          `UPDATE secuencias SET valor = valor + 1 WHERE nombre = 'radicado' RETURNING valor`,
        );
        if (!seq) throw new Error('radicado sequence missing');
        const instant = now();
        const year = zonedParts(instant, meta.timezone).year;
        const radicado = `RAD-${year}-${String(seq.valor).padStart(6, '0')}`;
        await sql.run(
          `INSERT INTO casos (radicado, documento, tipo, descripcion, prioridad, estado, creado, sla_horas)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [radicado, doc, tipo, descripcion, prioridad ?? null, estado, instant.toISOString(), sla],
        );
        return ok({ radicado, estado, sla_horas: sla }, t('casoOpened', { radicado, horas: sla }));
      });
    },
  });
}
