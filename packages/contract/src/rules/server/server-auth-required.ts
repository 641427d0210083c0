import { defineRule } from '../define-rule.js';
import type { AuthObservation, ServerProbe } from './server-probe.js';

/** True when the answer is the 401 with a Bearer challenge page 07 demands. */
export function isBearerChallenge(observation: AuthObservation): boolean {
  return observation.status === 401 && /^\s*bearer\b/i.test(observation.wwwAuthenticate ?? '');
}

/** Page 07 "Autenticación": without a credential the server DEBE answer 401 + `WWW-Authenticate: Bearer`. */
export const serverAuthRequired = defineRule({
  id: 'server-auth-required',
  level: 'DEBE',
  page: '07',
  section: 'Autenticación del Gateway ante su servidor',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'Sin credencial, el servidor responde 401 con `WWW-Authenticate: Bearer`',
    en: 'Without a credential the server answers 401 with `WWW-Authenticate: Bearer`',
  },
  messages: {
    es: {
      open: 'Sin credencial respondió {status}: el servidor debe exigir el token y responder 401',
      noChallenge: 'Sin credencial respondió 401 pero sin `WWW-Authenticate: Bearer …` (cabecera: {header})',
      wire: 'La petición sin credencial falló: {detail}',
    },
    en: {
      open: 'Without a credential it answered {status}: the server must demand the token and answer 401',
      noChallenge:
        'Without a credential it answered 401 but without `WWW-Authenticate: Bearer …` (header: {header})',
      wire: 'The request without a credential failed: {detail}',
    },
  },
  docs: {
    why: {
      es: 'Sin credencial, su servidor no sabe quién llama: cualquiera que alcance la URL podría ejecutar sus herramientas con datos de sus clientes. El 401 con `WWW-Authenticate: Bearer` le dice al cliente qué esquema de autenticación usar.',
      en: "Without a credential your server cannot tell who is calling: anyone who reaches the URL could run your tools on your customers' data. The 401 with `WWW-Authenticate: Bearer` tells the client which authentication scheme to use.",
    },
    fail: {
      code: {
        es: 'POST /mcp   (sin Authorization)\n← 200   {"result": {"tools": […]}}',
        en: 'POST /mcp   (no Authorization)\n← 200   {"result": {"tools": […]}}',
      },
      syntax: 'http',
    },
    pass: {
      code: {
        es: 'POST /mcp   (sin Authorization)\n← 401\n  WWW-Authenticate: Bearer realm="mi-empresa"',
        en: 'POST /mcp   (no Authorization)\n← 401\n  WWW-Authenticate: Bearer realm="mi-empresa"',
      },
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.auth !== undefined,
  check({ auth }: ServerProbe) {
    const seen = auth?.noCredential;
    if (!seen || isBearerChallenge(seen)) return [];
    if (seen.status === undefined)
      return [{ ok: false, messageId: 'wire', data: { detail: seen.detail ?? '?' } }];
    if (seen.status === 401) {
      return [{ ok: false, messageId: 'noChallenge', data: { header: seen.wwwAuthenticate ?? '—' } }];
    }
    return [{ ok: false, messageId: 'open', data: { status: seen.status } }];
  },
});
