import { createToolServer, defineTool, fail, ok, requireOwner } from '@asixto/toolkit';
import { z } from 'zod';

type Estado = 'recibido' | 'en_camino' | 'entregado';
const pedidos = new Map<string, { cliente: string; estado: Estado }>([
  ['P-1001', { cliente: 'CC1032456789', estado: 'en_camino' }],
]);

const consultarPedido = defineTool({
  name: 'consultar_pedido',
  title: 'Consultar pedido',
  description: 'Devuelve el estado de un pedido del cliente identificado. No la uses para cancelar pedidos.',
  input: z.strictObject({
    pedido: z.string().max(20).describe('Número de pedido, por ejemplo P-1001.'),
    documento: z.string().max(20).describe('Documento del cliente identificado.'),
  }),
  output: z.object({ pedido: z.string(), estado: z.enum(['recibido', 'en_camino', 'entregado']) }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  capabilities: 'consulta_estado',
  verb: 'consultar el estado de un pedido',
  handler: ({ pedido, documento }) => {
    const p = pedidos.get(pedido);
    if (!p) return fail.notFound('No encontré un pedido con ese número.');
    requireOwner(p.cliente, documento);
    return ok({ pedido, estado: p.estado }, `El pedido ${pedido} está ${p.estado.replace('_', ' ')}.`);
  },
});

export const server = createToolServer({
  name: 'mi-empresa',
  version: '1.0.0',
  tools: [consultarPedido],
  auth: { tokens: (process.env['ASIXTO_TOKENS'] ?? '').split(',') },
});
await server.listen(Number(process.env['PORT'] ?? 3001));
