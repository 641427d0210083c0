import type { Lang } from '@asixto/contract';
import { createToolServer, defaultLogger, sqliteIdempotencyStore } from '@asixto/toolkit';
import type { ToolkitLogger } from '@asixto/toolkit';
import { openDatabase } from './database/open-database.js';
import { referenceTools } from './tools/reference-tools.js';

export interface ReferenceServerOptions {
  /** 0 (default) lets the OS choose. */
  port?: number;
  host?: string;
  /** Accepted bearer tokens (several during a rotation), or `'none'` to disable auth (development only). Omitted ⇒ `'none'`. */
  tokens?: readonly string[] | 'none';
  /** The tenant's SQLite file; created and seeded on first start. */
  databasePath: string;
  logger?: ToolkitLogger;
  /**
   * Language of every reply (summaries, error messages, dates and amounts read aloud): `'es'`
   * (default) or `'en'`. Per server: the gateway sends no language in `_meta`. Tool definitions stay
   * Spanish either way.
   */
  lang?: Lang;
}

export interface ReferenceServer {
  /** `http://127.0.0.1:PORT/mcp` */
  url: string;
  close(): Promise<void>;
  /** Publishes `notifications/tools/list_changed` to open subscriptions. */
  notifyToolsChanged(): void;
}

/**
 * Starts the reference tenant server: its data and its idempotency keys live in the same SQLite
 * file, so each write and its key commit together.
 *
 * @example
 * const ref = await startReferenceServer({ tokens: ['dev-token'], databasePath: '/tmp/ref.db' });
 * // English replies: startReferenceServer({ ..., lang: 'en' })
 * // ... ref.url ...
 * await ref.close();
 */
export async function startReferenceServer(options: ReferenceServerOptions): Promise<ReferenceServer> {
  const logger = options.logger ?? defaultLogger('reference-server');
  const db = openDatabase(options.databasePath);
  try {
    const tools = referenceTools(db);
    const tokens = options.tokens ?? 'none';
    const server = createToolServer({
      name: 'asixto-reference-server',
      version: '0.1.0',
      tools,
      auth: tokens === 'none' ? 'none' : { tokens },
      idempotency: sqliteIdempotencyStore(db),
      logger,
      lang: options.lang ?? 'es',
      defaults: { currency: 'COP', timezone: 'America/Bogota' },
      instructions:
        'Servidor de referencia de Asixto: clientes, catálogo, casos de soporte y citas de una ferretería de demostración.',
    });
    const { url } = await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
    return {
      url,
      notifyToolsChanged: () => server.notifyToolsChanged(),
      async close() {
        await server.close();
        if (db.open) db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
