import { createToolServer, defineTool, ok, postgresIdempotencyStore } from '@asixto/toolkit';
import pg from 'pg';
import { z } from 'zod';

// Every replica runs this file against the same database; the one that starts first migrates.
export const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
await pool.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext('mi-empresa'));
  CREATE TABLE IF NOT EXISTS pedidos (id serial PRIMARY KEY, cliente text NOT NULL, producto text NOT NULL);
  COMMIT`);

const crearPedido = defineTool({
  name: 'crear_pedido',
  title: 'Crear pedido',
  description:
    'Registra un pedido del cliente identificado y devuelve su número. No la uses para consultar pedidos.',
  input: z.strictObject({
    documento: z.string().max(20).describe('Documento del cliente identificado.'),
    producto: z.string().max(80).describe('El producto que pide, con sus palabras.'),
  }),
  output: z.object({ pedido: z.number().int() }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  capabilities: 'ventas',
  verb: 'registrar un pedido',
  // The insert and the key commit in ONE transaction, whichever replica the call (or its retry) reaches.
  handler: ({ documento, producto }, { idempotency }) =>
    idempotency!.transaction(async (tx) => {
      const { rows } = await (tx as pg.PoolClient).query<{ id: number }>(
        'INSERT INTO pedidos (cliente, producto) VALUES ($1, $2) RETURNING id',
        [documento, producto],
      );
      const pedido = rows[0]!.id;
      return ok({ pedido }, `Listo, registré el pedido número ${pedido}.`);
    }),
});

export const server = createToolServer({
  name: 'mi-empresa',
  version: '1.0.0',
  tools: [crearPedido],
  auth: { tokens: (process.env['ASIXTO_TOKENS'] ?? '').split(',') },
  idempotency: postgresIdempotencyStore(pool), // keys in the same database, table made on first use
});
await server.listen(Number(process.env['PORT'] ?? 3001));
