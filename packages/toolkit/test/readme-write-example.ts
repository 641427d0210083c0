import Database from 'better-sqlite3';
import {
  confirmation,
  createToolServer,
  defineTool,
  fail,
  ok,
  requireOwner,
  requireState,
  sqliteIdempotencyStore,
} from '@asixto/toolkit';
import { z } from 'zod';

// Your data and the idempotency keys in one SQLite file, so an effect and its key commit together.
export const db = new Database(process.env['DATABASE_PATH'] ?? 'citas.db');
db.exec(`CREATE TABLE IF NOT EXISTS citas (codigo TEXT PRIMARY KEY, documento TEXT NOT NULL, estado TEXT NOT NULL);
  INSERT OR IGNORE INTO citas VALUES ('C-204', 'CC1032456789', 'programada')`);

const cancelarCita = defineTool({
  name: 'cancelar_cita',
  title: 'Cancelar cita',
  description: 'Cancela una cita del cliente identificado. No la uses para cambiar la fecha de una cita.',
  input: z.strictObject({
    documento: z.string().max(20).describe('Documento del cliente identificado.'),
    codigo_cita: z.string().max(20).describe('Código de la cita, por ejemplo C-204.'),
    confirmacion: confirmation(),
  }),
  output: z.object({ codigo_cita: z.string(), estado: z.literal('cancelada') }),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  capabilities: 'cancelacion',
  verb: 'cancelar una cita',
  handler: ({ documento, codigo_cita }, { idempotency }) =>
    idempotency!.transaction(() => {
      const cita = db
        .prepare<[string], { documento: string; estado: string }>('SELECT * FROM citas WHERE codigo = ?')
        .get(codigo_cita);
      if (!cita) return fail.notFound('No encontré una cita con esos datos.');
      requireOwner(cita.documento, documento); // PERMISSION, reveals nothing
      requireState(cita.estado, ['programada', 'confirmada']); // VALIDATION naming the state
      db.prepare(`UPDATE citas SET estado = 'cancelada' WHERE codigo = ?`).run(codigo_cita);
      return ok({ codigo_cita, estado: 'cancelada' as const }, 'Listo, cancelé la cita.');
    }),
});

export const server = createToolServer({
  name: 'mi-empresa',
  version: '1.0.0',
  tools: [cancelarCita],
  auth: { tokens: (process.env['ASIXTO_TOKENS'] ?? '').split(',') },
  idempotency: sqliteIdempotencyStore(db), // the keys' table is created in the same file
});
await server.listen(Number(process.env['PORT'] ?? 3001));
