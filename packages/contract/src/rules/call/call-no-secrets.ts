import { probeLeaks } from '../../leaks/probe-leaks.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Findings of one call at most: the first few show the fault; the gateway removes all of them. */
const MAX_FINDINGS = 5;

type SecretMessage =
  'jwt' | 'authorization' | 'privateKey' | 'apiKey' | 'credentialPair' | 'connectionString';

const MESSAGE_OF_KIND: Record<string, SecretMessage> = {
  jwt: 'jwt',
  authorization: 'authorization',
  'private-key': 'privateKey',
  'api-key': 'apiKey',
  'credential-pair': 'credentialPair',
  'connection-string': 'connectionString',
};

/*
 * Page 02, "Forma de la respuesta": "Prohibido en la respuesta: … tokens. El resultado entra al
 * contexto del modelo y queda en la traza de la conversación." Fails: `Cliente Ana.
 * token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDMyIn0.c2lnbmF0dXJh`, `{"password": "S3cr3t!"}`,
 * `postgres://app:S3cr3t@db.internal/crm`; passes: `Cliente Ana Restrepo, cliente activo.` A
 * message never repeats the secret: it names its kind and where it is. Detectors and their
 * false-positive policy: `src/leaks/secret-detectors.ts`, `api-key-detectors.ts`,
 * `credential-pairs.ts`, `secret-keys.ts`.
 */
export const callNoSecrets = defineRule({
  id: 'call-no-secrets',
  level: 'DEBE',
  page: '02',
  section: 'Forma de la respuesta (prohibido: tokens; queda en la traza de la conversación)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'El resultado no trae secretos (tokens, claves, contraseñas, credenciales)',
    en: 'The result carries no secrets (tokens, keys, passwords, credentials)',
  },
  docs: {
    why: {
      es: 'Lo que devuelve una herramienta queda en la traza de la conversación y en los registros del proveedor del modelo: un token, una clave de API, una contraseña o una cadena de conexión que aparezca ahí es un incidente de seguridad. El Gateway retira lo que reconoce, pero la certificación lo bloquea antes de salir a producción.',
      en: "What a tool returns stays in the conversation trace and in the model provider's records: a token, an API key, a password or a connection string that shows up there is a security incident. The gateway removes what it recognises, but certification blocks it before going live.",
    },
    fail: {
      code: '← structuredContent: {"cliente": "Ana Restrepo", "conexion": "postgres://app:S3cr3t@db.interno/crm"}',
      syntax: 'text',
    },
    pass: {
      code: '← structuredContent: {"cliente": "Ana Restrepo", "estado": "activo"}',
      syntax: 'text',
    },
  },
  messages: {
    es: {
      jwt: 'El resultado trae un token JWT en `{path}`: queda en la traza de la conversación; quítelo de la respuesta y revóquelo',
      authorization:
        'El resultado trae una credencial `{scheme}` en `{path}`: quítela de la respuesta y cámbiela',
      privateKey: 'El resultado trae una clave privada en `{path}`: quítela de la respuesta y reemplácela',
      apiKey:
        'El resultado trae una clave de API de {provider} en `{path}`: quítela de la respuesta y rótela',
      credentialPair:
        'El resultado trae el valor de `{key}` en `{path}`: una contraseña o clave nunca va en la respuesta; quítela y cámbiela',
      connectionString:
        'El resultado trae una cadena de conexión `{scheme}://` con contraseña en `{path}`: quítela de la respuesta y cambie esa contraseña',
    },
    en: {
      jwt: 'The result carries a JWT at `{path}`: it stays in the conversation trace; remove it from the answer and revoke it',
      authorization:
        'The result carries a `{scheme}` credential at `{path}`: remove it from the answer and change it',
      privateKey: 'The result carries a private key at `{path}`: remove it from the answer and replace it',
      apiKey: 'The result carries a {provider} API key at `{path}`: remove it from the answer and rotate it',
      credentialPair:
        'The result carries the value of `{key}` at `{path}`: a password or key never belongs in the answer; remove it and change it',
      connectionString:
        'The result carries a `{scheme}://` connection string with a password at `{path}`: remove it from the answer and change that password',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result',
  check(call: CallProbe) {
    const out: RuleResult<SecretMessage>[] = [];
    for (const leak of probeLeaks(call)) {
      if (leak.rule !== 'call-no-secrets' || out.length >= MAX_FINDINGS) continue;
      const messageId = MESSAGE_OF_KIND[leak.kind] ?? 'credentialPair';
      out.push({
        ok: false,
        messageId,
        path: leak.path,
        data: { path: leak.path, scheme: leak.detail, provider: leak.detail, key: leak.detail },
      });
    }
    return out;
  },
});
