// Runs the reference server from the environment: PORT (3001), HOST (0.0.0.0), ASIXTO_TOKENS
// (comma-separated; required unless ASIXTO_AUTH=none), DATABASE_URL (postgres://…: data and keys
// on PostgreSQL, for several replicas) or else DATABASE_PATH (./data/reference.db, SQLite),
// ASIXTO_LANG (es | en, default es: the language of the replies), OAUTH_ISSUER (behind OAuth: JWT
// access tokens of that issuer instead of ASIXTO_TOKENS) and OAUTH_AUDIENCE (default its own URL).
import { defaultLogger } from '@asixto/toolkit';
import { isPostgresUrl } from './database/open-storage.js';
import { isLang } from './is-lang.js';
import { startReferenceServer } from './start-reference-server.js';

const logger = defaultLogger('reference-server');
const tokens = (process.env['ASIXTO_TOKENS'] ?? '')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);
const authNone = process.env['ASIXTO_AUTH'] === 'none';
const lang = process.env['ASIXTO_LANG']?.trim() || 'es';
const databaseUrl = process.env['DATABASE_URL']?.trim() || undefined;
const oauthIssuer = process.env['OAUTH_ISSUER']?.trim() || undefined;
const oauthAudience = process.env['OAUTH_AUDIENCE']?.trim() || undefined;

if (!isLang(lang)) {
  logger.error(`ASIXTO_LANG must be es or en (got ${JSON.stringify(lang)}).`);
  process.exitCode = 2;
} else if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
  logger.error(
    'DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset to use DATABASE_PATH (SQLite).',
  );
  process.exitCode = 2;
} else if (tokens.length === 0 && !authNone && oauthIssuer === undefined) {
  logger.error(
    'ASIXTO_TOKENS is empty: set it (comma-separated bearer tokens), or ASIXTO_AUTH=none for local development only.',
  );
  process.exitCode = 2;
} else {
  const server = await startReferenceServer({
    port: Number(process.env['PORT'] ?? 3001),
    host: process.env['HOST'] ?? '0.0.0.0',
    tokens: tokens.length > 0 ? tokens : 'none',
    ...(oauthIssuer === undefined
      ? {}
      : {
          oauth: { issuer: oauthIssuer, ...(oauthAudience === undefined ? {} : { audience: oauthAudience }) },
        }),
    ...(databaseUrl !== undefined
      ? { databaseUrl }
      : { databasePath: process.env['DATABASE_PATH'] ?? './data/reference.db' }),
    logger,
    lang,
  });
  const stop = (): void => {
    server.close().then(
      () => logger.info('reference server stopped'),
      (error: unknown) => logger.error({ err: error }, 'error while stopping'),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
