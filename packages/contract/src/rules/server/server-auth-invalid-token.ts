import { defineRule } from '../define-rule.js';
import { isBearerChallenge } from './server-auth-required.js';
import type { ServerProbe } from './server-probe.js';

/** Page 07 "Autenticación": with an invalid credential the server DEBE answer 401 + `WWW-Authenticate: Bearer`. */
export const serverAuthInvalidToken = defineRule({
  id: 'server-auth-invalid-token',
  level: 'DEBE',
  page: '07',
  section: 'Autenticación del Gateway ante su servidor',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'Con una credencial inválida, el servidor responde 401 con `WWW-Authenticate: Bearer`',
    en: 'With an invalid credential the server answers 401 with `WWW-Authenticate: Bearer`',
  },
  messages: {
    es: {
      accepted: 'Un token inválido obtuvo {status}: valide el token y responda 401',
      noChallenge: 'Un token inválido obtuvo 401 pero sin `WWW-Authenticate: Bearer …` (cabecera: {header})',
      wire: 'La petición con un token inválido falló: {detail}',
    },
    en: {
      accepted: 'An invalid token got {status}: validate the token and answer 401',
      noChallenge: 'An invalid token got 401 but without `WWW-Authenticate: Bearer …` (header: {header})',
      wire: 'The request with an invalid token failed: {detail}',
    },
  },
  docs: {
    why: {
      es: 'Un servidor que acepta cualquier token es un servidor abierto. Compare el token con los vigentes (dos a la vez durante una rotación) y responda 401 a todo lo demás.',
      en: 'A server that accepts any token is an open server. Compare the token with the valid ones (two at once during a rotation) and answer 401 to anything else.',
    },
    fail: {
      code: 'POST /mcp\n  Authorization: Bearer token-equivocado\n← 200   {"result": {"tools": […]}}',
      syntax: 'http',
    },
    pass: {
      code: 'POST /mcp\n  Authorization: Bearer token-equivocado\n← 401\n  WWW-Authenticate: Bearer realm="mi-empresa", error="invalid_token"',
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.auth !== undefined,
  check({ auth }: ServerProbe) {
    const seen = auth?.wrongCredential;
    if (!seen || isBearerChallenge(seen)) return [];
    if (seen.status === undefined)
      return [{ ok: false, messageId: 'wire', data: { detail: seen.detail ?? '?' } }];
    if (seen.status === 401) {
      return [{ ok: false, messageId: 'noChallenge', data: { header: seen.wwwAuthenticate ?? '—' } }];
    }
    return [{ ok: false, messageId: 'accepted', data: { status: seen.status } }];
  },
});
