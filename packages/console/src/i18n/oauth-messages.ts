import { defineMessages } from '@asixto/contract';

/**
 * The console's words about a server's credential: a bearer token or an OAuth client (client
 * credentials), and the OAuth token's state (es default, en available). Part of CONSOLE_MESSAGES.
 */
export const OAUTH_MESSAGES = defineMessages({
  fieldAuthType: { es: 'Autenticación ante el servidor', en: 'Authentication to the server' },
  authBearer: { es: 'Token fijo (bearer)', en: 'Static token (bearer)' },
  authOauth: { es: 'OAuth (client credentials)', en: 'OAuth (client credentials)' },
  fieldClientId: { es: 'Client ID', en: 'Client ID' },
  fieldClientSecret: { es: 'Client secret', en: 'Client secret' },
  fieldClientSecretHint: {
    es: 'El gateway lo guarda cifrado y pide los tokens; la consola nunca lo vuelve a mostrar.',
    en: 'The gateway stores it encrypted and asks for the tokens; the console never shows it again.',
  },
  fieldScope: { es: 'Scope (opcional)', en: 'Scope (optional)' },
  fieldIssuer: { es: 'Emisor (opcional)', en: 'Issuer (optional)' },
  fieldIssuerHint: {
    es: 'Sin él, el gateway lo descubre del 401 del servidor (RFC 9728).',
    en: "Without it, the gateway finds it from the server's 401 (RFC 9728).",
  },
  credentialOauth: { es: 'OAuth (no se muestra)', en: 'OAuth (not shown)' },
  colTokenExpiry: { es: 'Token OAuth vence', en: 'OAuth token expires' },
  tokenNone: { es: 'sin token aún', en: 'no token yet' },
  colTokenError: { es: 'Último error al renovar', en: 'Last refresh error' },
  tokenErrorAt: { es: '{code} ({at})', en: '{code} ({at})' },
});
