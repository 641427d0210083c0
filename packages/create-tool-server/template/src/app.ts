import { createToolServer, sqliteIdempotencyStore } from '@asixto/toolkit';
import type { ToolkitLogger, ToolServer } from '@asixto/toolkit';
import { openDatabase } from './database.js';
import type { Db } from './database.js';
import { consultarPedido } from './tools/consultar-pedido.js';
import { registrarReclamo } from './tools/registrar-reclamo.js';

export interface AppOptions {
  /** The SQLite file of your data and of the idempotency keys. */
  databasePath: string;
  /** The bearer tokens the gateway may use (two at once during a rotation). */
  tokens: string[];
  logger?: ToolkitLogger;
}

/** The tool server: your tools, bearer auth, and idempotency keys in the same file as your data. */
export function createApp({ databasePath, tokens, logger }: AppOptions): { server: ToolServer; db: Db } {
  const db = openDatabase(databasePath);
  const server = createToolServer({
    name: '{{name}}',
    version: '0.1.0',
    // Listed in this order, always. Add your tools here.
    tools: [consultarPedido(db), registrarReclamo(db)],
    auth: { tokens },
    idempotency: sqliteIdempotencyStore(db),
    ...(logger ? { logger } : {}),
  });
  return { server, db };
}
