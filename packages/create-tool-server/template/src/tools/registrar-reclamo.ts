import { defineTool, fail, ok, requireOwner } from '@asixto/toolkit';
import { z } from 'zod';
import type { Db } from '../database.js';

/**
 * A write tool. The toolkit gives it guarantee 1: the call's `com.asixto/idempotencyKey` is claimed
 * before the handler runs, and inside `idempotency.transaction` the insert and the key commit
 * together, so a repeated call (the model twice, a retry after a dropped connection) gets the first
 * answer and registers nothing more.
 */
export function registrarReclamo(db: Db) {
  return defineTool({
    name: 'registrar_reclamo',
    title: 'Registrar reclamo',
    description:
      'Registra un reclamo sobre un pedido del cliente identificado y devuelve su número. No la uses para consultar el estado de un pedido.',
    input: z.strictObject({
      documento: z.string().max(20).describe('Documento del cliente identificado.'),
      pedido: z.string().max(20).describe('Número de pedido, por ejemplo P-1001.'),
      motivo: z.enum(['demora', 'producto_danado', 'cobro_errado']),
      detalle: z
        .string()
        .max(400)
        .nullable()
        .optional()
        .describe('Lo que el cliente contó, con sus palabras.'),
    }),
    output: z.object({ reclamo: z.string(), estado: z.literal('abierto') }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    capabilities: ['pqr', 'reclamo_calidad'],
    verb: 'registrar un reclamo',
    handler: ({ documento, pedido, motivo, detalle }, { idempotency }) =>
      // `idempotency` is always there for a write tool served with a transactional store.
      idempotency!.transaction(() => {
        const row = db
          .prepare<[string], { documento: string }>('SELECT documento FROM pedidos WHERE pedido = ?')
          .get(pedido.trim().toUpperCase());
        if (!row) return fail.notFound('No encontré un pedido con ese número.');
        requireOwner(row.documento, documento.trim().toUpperCase());
        const { lastInsertRowid } = db
          .prepare('INSERT INTO reclamos (pedido, motivo, detalle, creado) VALUES (?, ?, ?, ?)')
          .run(pedido.trim().toUpperCase(), motivo, detalle ?? null, new Date().toISOString());
        const reclamo = `R-${String(lastInsertRowid).padStart(6, '0')}`;
        return ok({ reclamo, estado: 'abierto' as const }, `Listo, registré el reclamo ${reclamo}.`);
      }),
  });
}
