import type { Lang } from '@asixto/contract';
import { createToolServer, defaultLogger } from '@asixto/toolkit';
import type { ToolkitLogger } from '@asixto/toolkit';
import { openStorage } from './database/open-storage.js';
import type { StorageLocation } from './database/open-storage.js';
import { referenceTools } from './tools/reference-tools.js';

export type ReferenceServerOptions = StorageLocation & {
  /** 0 (default) lets the OS choose. */
  port?: number;
  host?: string;
  /** Accepted bearer tokens (several during a rotation), or `'none'` to disable auth (development only). Omitted ⇒ `'none'`. */
  tokens?: readonly string[] | 'none';
  /**
   * Behind OAuth instead of static tokens: only JWT access tokens from `issuer` are accepted, whose
   * `aud` is `audience` (default the server's own URL); the server serves its RFC 9728 metadata.
   */
  oauth?: { issuer: string; audience?: string };
  logger?: ToolkitLogger;
  /**
   * Language of every reply (summaries, error messages, dates and amounts read aloud): `'es'`
   * (default) or `'en'`. Per server: the gateway sends no language in `_meta`. Tool definitions stay
   * Spanish either way.
   */
  lang?: Lang;
};

export interface ReferenceServer {
  /** `http://127.0.0.1:PORT/mcp` */
  url: string;
  close(): Promise<void>;
  /** Publishes `notifications/tools/list_changed` to open subscriptions. */
  notifyToolsChanged(): void;
}

/**
 * Starts the reference tenant server: its data and its idempotency keys live in one database, the
 * SQLite file `databasePath` or the PostgreSQL database `databaseUrl`, so each write and its key
 * commit together. On PostgreSQL any number of replicas can serve the same database.
 *
 * @example
 * const ref = await startReferenceServer({ tokens: ['dev-token'], databasePath: '/tmp/ref.db' });
 * // On PostgreSQL: startReferenceServer({ ..., databaseUrl: 'postgres://postgres@127.0.0.1/ferreteria' })
 * // English replies: startReferenceServer({ ..., lang: 'en' })
 * // Behind OAuth: startReferenceServer({ ..., oauth: { issuer: 'https://id.example.com' } })
 * // ... ref.url ...
 * await ref.close();
 */
export async function startReferenceServer(options: ReferenceServerOptions): Promise<ReferenceServer> {
  const logger = options.logger ?? defaultLogger('reference-server');
  const storage = await openStorage(
    options.databaseUrl !== undefined
      ? { databaseUrl: options.databaseUrl }
      : { databasePath: options.databasePath },
    logger,
  );
  try {
    const tools = referenceTools(storage.data);
    const tokens = options.tokens ?? 'none';
    const server = createToolServer({
      name: 'asixto-reference-server',
      version: '0.1.0',
      tools,
      auth:
        options.oauth !== undefined
          ? { oauth: { ...options.oauth, scopes: ['tools'] } }
          : tokens === 'none'
            ? 'none'
            : { tokens },
      idempotency: storage.store,
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
        await storage.close();
      },
    };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
