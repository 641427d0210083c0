import { defineTool, fail, isoWithOffset, ok, requireOwner, say } from '@asixto/toolkit';
import { z } from 'zod';
import type { Db } from '../database.js';

const ESTADOS = ['recibido', 'en_camino', 'entregado'] as const;
const ESTADO_DICHO = { recibido: 'recibido', en_camino: 'en camino', entregado: 'entregado' } as const;

interface Pedido {
  pedido: string;
  documento: string;
  estado: (typeof ESTADOS)[number];
  entrega: string;
}

/** A read tool: the status of one order of the identified customer. */
export function consultarPedido(db: Db) {
  return defineTool({
    name: 'consultar_pedido',
    title: 'Consultar pedido',
    description:
      'Devuelve el estado y la fecha de entrega de un pedido del cliente identificado. No la uses para registrar reclamos.',
    input: z.strictObject({
      pedido: z.string().max(20).describe('Número de pedido, por ejemplo P-1001.'),
      documento: z.string().max(20).describe('Documento del cliente identificado, por ejemplo CC1032456789.'),
    }),
    output: z.object({
      pedido: z.string(),
      estado: z.enum(ESTADOS),
      entrega: z.string().describe('Fecha ISO 8601 con el offset de la zona horaria de la empresa.'),
    }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    capabilities: ['consulta_estado'],
    verb: 'consultar el estado de un pedido',
    handler: ({ pedido, documento }, { meta }) => {
      const row = db
        .prepare<[string], Pedido>('SELECT * FROM pedidos WHERE pedido = ?')
        .get(pedido.trim().toUpperCase());
      if (!row) return fail.notFound('No encontré un pedido con ese número.');
      requireOwner(row.documento, documento.trim().toUpperCase());
      const dia = say.date(row.entrega, meta.timezone);
      return ok(
        { pedido: row.pedido, estado: row.estado, entrega: isoWithOffset(row.entrega, meta.timezone) },
        `El pedido ${row.pedido} está ${ESTADO_DICHO[row.estado]}; la entrega es ${dia}.`,
      );
    },
  });
}
