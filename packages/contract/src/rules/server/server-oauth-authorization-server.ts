import { AUTHORIZATION_SERVER_PROBLEMS } from '../../oauth/oauth-metadata.js';
import { defineRule } from '../define-rule.js';
import { stepResults } from './oauth-step.js';
import type { ServerProbe } from './server-probe.js';

const PROBLEMS = AUTHORIZATION_SERVER_PROBLEMS;

/** Page 07 with RFC 8414: the authorization server publishes usable metadata. */
export const serverOauthAuthorizationServer = defineRule({
  id: 'server-oauth-authorization-server',
  level: 'DEBE',
  page: '07',
  section: 'Autenticación del Gateway ante su servidor (OAuth: RFC 8414)',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'El servidor de autorización publica metadatos válidos para client credentials (RFC 8414)',
    en: 'The authorization server publishes valid metadata for client credentials (RFC 8414)',
  },
  messages: {
    es: {
      ok: 'Metadatos del servidor de autorización válidos (RFC 8414)',
      'as-metadata-unreachable': 'RFC 8414 §3: no se pudieron leer los metadatos del emisor {url} ({detail})',
      'as-metadata-invalid': 'RFC 8414 §2: los metadatos no son un objeto JSON válido (campo `{field}`)',
      'issuer-mismatch': 'RFC 8414 §3.3: `issuer` es `{got}` y debe ser idéntico a `{expected}`',
      'token-endpoint-missing': 'RFC 8414 §2: los metadatos de {url} no tienen `token_endpoint`',
      'grant-unsupported': 'RFC 8414 §2: {url} no admite el grant `client_credentials`',
      'auth-method-unsupported':
        'RFC 8414 §2: el método de autenticación `{method}` no está entre los admitidos ({supported})',
      'insecure-url': 'RFC 8414 §2: la URL {url} no es HTTPS (solo se acepta HTTP en desarrollo)',
    },
    en: {
      ok: 'Authorization-server metadata is valid (RFC 8414)',
      'as-metadata-unreachable': "RFC 8414 §3: the issuer's metadata at {url} could not be read ({detail})",
      'as-metadata-invalid': 'RFC 8414 §2: the metadata is not a valid JSON object (field `{field}`)',
      'issuer-mismatch': 'RFC 8414 §3.3: `issuer` is `{got}` and must be identical to `{expected}`',
      'token-endpoint-missing': 'RFC 8414 §2: the metadata of {url} has no `token_endpoint`',
      'grant-unsupported': 'RFC 8414 §2: {url} does not support the `client_credentials` grant',
      'auth-method-unsupported':
        'RFC 8414 §2: the client authentication `{method}` is not among those supported ({supported})',
      'insecure-url': 'RFC 8414 §2: the URL {url} is not HTTPS (HTTP is accepted in development only)',
    },
  },
  docs: {
    why: {
      es: 'El Gateway se autentica como sí mismo (grant client credentials) ante el servidor de autorización que sus metadatos anuncian. Si sus metadatos nombran otro emisor, no dan el endpoint de tokens o no admiten el grant, el Gateway no puede obtener un token: sería aceptar tokens de quien no es.',
      en: 'The gateway authenticates as itself (client-credentials grant) to the authorization server its metadata names. If that metadata names another issuer, gives no token endpoint or does not support the grant, the gateway cannot get a token: it would be trusting tokens from someone else.',
    },
    fail: {
      code: 'GET https://id.example.com/.well-known/oauth-authorization-server\n← 200 {"issuer": "https://other.example.com", "token_endpoint": "https://id.example.com/token"}',
      syntax: 'http',
    },
    pass: {
      code: 'GET https://id.example.com/.well-known/oauth-authorization-server\n← 200 {"issuer": "https://id.example.com", "token_endpoint": "https://id.example.com/token",\n       "grant_types_supported": ["client_credentials"]}',
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.oauth?.authorizationServer !== undefined,
  check: ({ oauth }: ServerProbe) => stepResults(oauth?.authorizationServer, PROBLEMS),
});
