import { TOKEN_PROBLEMS } from '../../oauth/oauth-metadata.js';
import { defineRule } from '../define-rule.js';
import { stepResults } from './oauth-step.js';
import type { ServerProbe } from './server-probe.js';

const PROBLEMS = TOKEN_PROBLEMS;

/** Page 07 with RFC 6749 §4.4 and RFC 8707: a token for the server's URL, which the server accepts. */
export const serverOauthToken = defineRule({
  id: 'server-oauth-token',
  level: 'DEBE',
  page: '07',
  section: 'Autenticación del Gateway ante su servidor (OAuth: RFC 6749 §4.4, RFC 8707)',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'Un token de client credentials para la URL del servidor se obtiene y el servidor lo acepta',
    en: "A client-credentials token for the server's URL is issued and the server accepts it",
  },
  messages: {
    es: {
      ok: 'Token obtenido para la URL del servidor (RFC 8707) y aceptado por el servidor',
      'token-unreachable': 'RFC 6749 §3.2: el endpoint de tokens {url} no respondió ({detail})',
      'token-refused': 'RFC 6749 §5.2: el servidor de autorización negó el token: `{error}`',
      'token-response-invalid':
        'RFC 6749 §5.1: la respuesta del endpoint de tokens no es válida (campo `{field}`)',
      'token-rejected-by-server':
        'RFC 8707: el servidor respondió {status} con el token recién emitido para `{resource}`; revise la audiencia y el emisor que acepta',
    },
    en: {
      ok: "Token issued for the server's URL (RFC 8707) and accepted by the server",
      'token-unreachable': 'RFC 6749 §3.2: the token endpoint {url} did not answer ({detail})',
      'token-refused': 'RFC 6749 §5.2: the authorization server refused the token: `{error}`',
      'token-response-invalid': "RFC 6749 §5.1: the token endpoint's answer is not valid (field `{field}`)",
      'token-rejected-by-server':
        'RFC 8707: the server answered {status} to the token just issued for `{resource}`; check the audience and issuer it accepts',
    },
  },
  docs: {
    why: {
      es: 'El Gateway pide el token con `resource` = la URL de su servidor (RFC 8707), para que un token emitido para su servidor no sirva en otro. Su servidor debe aceptar exactamente esos tokens: de su emisor, con esa audiencia, sin caducar.',
      en: "The gateway asks for the token with `resource` = your server's URL (RFC 8707), so a token issued for your server is worth nothing elsewhere. Your server must accept exactly those tokens: from its issuer, with that audience, not expired.",
    },
    fail: {
      code: 'POST /token  grant_type=client_credentials&resource=https://tools.example.com/mcp\n← 200 {"access_token": "eyJ…", "token_type": "Bearer"}\nPOST https://tools.example.com/mcp   Authorization: Bearer eyJ…\n← 401  WWW-Authenticate: Bearer error="invalid_token"',
      syntax: 'http',
    },
    pass: {
      code: 'POST /token  grant_type=client_credentials&resource=https://tools.example.com/mcp\n← 200 {"access_token": "eyJ…", "token_type": "Bearer", "expires_in": 300}\nPOST https://tools.example.com/mcp   Authorization: Bearer eyJ…\n← 200',
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.oauth?.token !== undefined,
  check: ({ oauth }: ServerProbe) => stepResults(oauth?.token, PROBLEMS),
});
