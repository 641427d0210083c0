import { descriptionOf } from '../../schema/schema-facts.js';
import { isJsonObject, own } from '../../schema/json-value.js';
import { walkProperties } from '../../schema/walk-properties.js';
import { firstMatch, scanForms } from '../../text/scan-form.js';
import { defineRule } from '../define-rule.js';
import type { RuleResult } from '../define-rule.js';
import { fieldLabel, MAX_TEXT_FINDINGS, shownName, shownPhrase } from './facing-text-findings.js';
import { formsOf, modelFacingTexts } from './model-facing-texts.js';
import { toolFields } from './tool-fields.js';

/*
 * False-positive policy. Secrets are passwords, PINs, card security codes, full card numbers, access
 * tokens, API and private keys. Two things block:
 *
 * 1. Prose (description, title, verb, any description inside the schemas) that *asks* for one: a
 *    request verb ("pide", "solicita", "ask", "collect", "include"…) followed, with only small words
 *    between ("al cliente su", "the customer for their"), by the secret. Not negated right before
 *    the verb ("no pide la contraseña", "sin pedir", "does not ask"). A mere mention does not block:
 *    "Restablece la contraseña enviando un enlace al correo", "Solicita el restablecimiento de la
 *    contraseña", "los últimos 4 dígitos de la tarjeta".
 * 2. An input parameter that *is* a secret: its name (`password`, `contrasena`, `cvv`, `pin`,
 *    `pin_tarjeta`, `numero_tarjeta`, `clave_secreta`, `access_token`…) or a description or title
 *    that opens with one ("Contraseña del portal", "PIN de la tarjeta").
 *
 * Ambiguous words stay clean unless qualified: "clave" ("palabra clave", "clave de idempotencia",
 * "clave del producto"; blocks as "clave secreta", "clave de acceso", "clave de la tarjeta"…),
 * "tarjeta" (a product: "tarjeta de regalo", "tarjeta SIM", "tarjeta de video"; blocks as "número
 * de tarjeta", "CVV", "datos de la tarjeta"), "pin" of a place ("pin_sucursal", "PIN de la sede"),
 * "token" of a page (`page_token`, "token de paginación") and one-time verification codes, which
 * some tenants legitimately use to confirm identity. Anything new goes here only with a negative
 * test of honest sentences beside it.
 */

// The PIN of a place (a branch on a map, "pin_sucursal") is not a secret; neither is a PIN reset.
const PIN =
  'pins?(?! (?:de (?:la |el |su |tu )?(?:sucursal|tienda|ubicacion|mapa|oficina|sede|local|punto)|del mapa|reset|change|of the (?:branch|store|office|location)|location|drop))';

const ES_SECRETS = [
  'contrasenas?',
  'contrasenia',
  'passwords?',
  'claves? secretas?',
  'claves? de acceso',
  'clave personal',
  'clave bancaria',
  'clave dinamica',
  'clave (?:de|del) (?:la |su |tu )?(?:tarjeta|cajero|banco|internet|app|aplicacion|portal|correo|wifi|sucursal virtual)',
  'clave de (?:4|cuatro|6|seis) digitos',
  PIN,
  'codigo pin',
  'cvv2?',
  'cvc2?',
  'codigo (?:cvv|cvc)',
  'codigo de seguridad de (?:la |su |tu )?tarjeta',
  'numero (?:completo )?de (?:la |su |tu )?tarjeta(?! (?:de regalo|regalo|sim|de video|madre|de red|de puntos|de fidelidad|de presentacion|de cliente frecuente))',
  '(?:16|dieciseis) digitos de (?:la |su |tu )?tarjeta',
  'datos (?:completos )?de (?:la |su |tu )?tarjeta',
  'token(?! de (?:pago|paginacion|pagina|continuacion|verificacion))',
  'api key',
  'clave (?:de )?api',
  'llave privada',
  'clave privada',
  'frase semilla',
  'credenciales',
];

const EN_SECRETS = [
  'passwords?',
  'passcodes?',
  'passphrases?',
  PIN,
  'pin (?:codes?|numbers?)',
  'cvv2?',
  'cvc2?',
  'card security codes?',
  'security codes? (?:of|on|from) (?:the |your |their )?card',
  '(?:credit |debit |bank )?card numbers?',
  'card details',
  '(?:16|sixteen) digits of (?:the |your |their )?card',
  'api keys?',
  'secret keys?',
  'private keys?',
  '(?:access|bearer|auth|authentication|session|refresh) tokens?',
  'tokens?(?! (?:for pagination|of the page))',
  'login credentials',
  'credentials',
  'seed phrases?',
  'recovery phrases?',
];
const ES_SECRET = ES_SECRETS.join('|');
const EN_SECRET = EN_SECRETS.join('|');
// A bare "token" asked for is a secret; a parameter merely described as a token may be a page cursor.
const named = (list: readonly string[]): string => list.filter((s) => !s.startsWith('token')).join('|');

const ES_VERB =
  '(?:pide|pidele|pidales|pidale|pida|pidan|pedir|pedirle|pidiendo|pidiendole|solicita|solicitale|solicite|soliciten|solicitar|solicitarle|solicitando|pregunta|preguntale|pregunte|preguntar|preguntarle|preguntando|exige|exigele|exija|exigir|requiere|requiera|requerir|obten|obtenga|obtener|consigue|consiga|conseguir|recoge|recopila|recopilar|recolecta|captura|capturar|toma|anota|anotar|registra|guarda|ingresa|ingrese|ingresar|digita|digite|digitar|dicta|dictar|dime|dame|comparte|compartir|envia|enviame|envie|enviar|enviarle|manda|mandar|incluye|incluya|incluir|agrega|adjunta|copia|copiar|pasame|reenvia|escribe|verifica|verificar|valida|validar|confirma|confirmar)';
const ES_FILLER =
  '(?:(?:le|les|al|a|del|de|el|la|los|las|lo|su|sus|tu|tus|un|una|mi|nuevamente|nuevo|tambien|siempre|primero|luego|ademas|completo|completa|actual|nueva|real|y|o|cliente|usuario|usuaria|persona|titular|llamante|interlocutor|por|favor|que|te|me|diga|dicte|de nuevo|\\d+|cuatro|seis) )';
const ES_NEGATION = '(?<!\\b(?:no|nunca|jamas|sin) (?:(?:le|les|se|lo|la|te) ){0,2})';

const EN_VERB =
  '(?:ask|asking|request|requesting|collect|collecting|obtain|obtaining|gather|gathering|require|requiring|prompt|prompting|enter|provide|share|send|include|including|forward|repeat|tell|give|spell|capture|record|store|demand|confirm|verify|validate)';
const EN_FILLER =
  '(?:(?:the|a|an|their|his|her|your|its|my|user|user s|users|customer|customer s|customers|caller|caller s|client|client s|person|holder|cardholder|for|to|them|him|me|us|full|complete|whole|current|new|real|actual|and|or|also|again|first|then|please|\\d+|four|six|sixteen|digit|digits) )';
const EN_NEGATION = '(?<!\\b(?:not|never|without|don t|dont|no need to) )';

// The negation look-behind sits after `\\b`, so it only runs where a word starts.
const REQUESTS = [
  new RegExp(`\\b${ES_NEGATION}${ES_VERB} ${ES_FILLER}{0,6}(?:${ES_SECRET})\\b`),
  new RegExp(`\\b${EN_NEGATION}${EN_VERB} ${EN_FILLER}{0,6}(?:${EN_SECRET})\\b`),
];

// A parameter description or title that opens with a secret names what the parameter is.
const OPENS_WITH_SECRET = [
  new RegExp(`^ (?:(?:el|la|los|las|su|sus|tu|tus|un|una|nuevo|nueva) ){0,2}(?:${named(ES_SECRETS)})\\b`),
  new RegExp(`^ (?:(?:the|your|their|a|an|user s|customer s|new) ){0,2}(?:${named(EN_SECRETS)})\\b`),
];

const ALWAYS_SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'passcode',
  'passphrase',
  'contrasena',
  'contrasenia',
  'contrasenya',
  'cvv',
  'cvv2',
  'cvc',
  'cvc2',
  'cardnumber',
  'apikey',
  'privatekey',
]);
const PIN_QUALIFIERS = new Set([
  'tarjeta',
  'card',
  'cuenta',
  'account',
  'code',
  'codigo',
  'clave',
  'numero',
  'number',
  'secreto',
  'secret',
  'bancario',
  'banco',
  'bank',
  'cajero',
  'atm',
  'tdc',
  'tdd',
]);
const CLAVE_QUALIFIERS = new Set([
  'secreta',
  'secret',
  'acceso',
  'access',
  'personal',
  'bancaria',
  'dinamica',
  'tarjeta',
  'cajero',
  'internet',
  'portal',
  'app',
  'api',
  'privada',
]);
const TOKEN_QUALIFIERS = new Set([
  'access',
  'acceso',
  'auth',
  'bearer',
  'session',
  'sesion',
  'refresh',
  'secret',
  'secreto',
  'api',
  'jwt',
]);
const NUMBER_WORDS = new Set(['numero', 'num', 'nro', 'number', 'no']);
const CARD_WORDS = new Set(['tarjeta', 'card']);
const PRODUCT_CARDS = new Set(['regalo', 'gift', 'sim', 'video', 'red', 'puntos', 'fidelidad', 'loyalty']);

/**
 * The secret a parameter name stands for, or `undefined`: `pin_tarjeta` is a PIN, `pin_sucursal`
 * and `palabra_clave` are not.
 *
 * @example
 * secretParamName('nueva_contrasena'); // 'contrasena'
 * secretParamName('pin_sucursal'); // undefined
 */
export function secretParamName(name: string): string | undefined {
  const words = (scanForms(name.replace(/[_-]+/g, ' '))[0] ?? '').trim().split(' ');
  const has = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const always = words.find((w) => ALWAYS_SECRET_WORDS.has(w));
  if (always !== undefined) return always;
  if (words.includes('pin') && (words.length === 1 || has(PIN_QUALIFIERS))) return 'pin';
  if (words.includes('clave') && has(CLAVE_QUALIFIERS)) return words.join('_');
  if (words.includes('token') && has(TOKEN_QUALIFIERS)) return words.join('_');
  if (
    words.includes('key') &&
    (words.includes('api') || words.includes('private') || words.includes('secret'))
  )
    return words.join('_');
  if ((words.includes('secret') || words.includes('secreto')) && words.length === 1) return words[0];
  if (has(CARD_WORDS) && has(NUMBER_WORDS) && !has(PRODUCT_CARDS)) return words.join('_');
  return undefined;
}

type SecretId = 'request' | 'param';

/**
 * Page 02 "Descripciones" and "Forma de la respuesta" (no tokens in what reaches the model), page 05
 * guarantee 2 (ownership is checked against what the tool already resolved, not a secret the user
 * recites). Asking the customer for a password, PIN, card number or token puts it in the model's
 * context and the conversation trace, on WhatsApp or on a recorded call; a description that asks
 * for one is how a poisoned tool phishes. DEBE for the high-confidence cases above.
 */
export const modelTextNoSecretRequests = defineRule({
  id: 'model-text-no-secret-requests',
  level: 'DEBE',
  page: '02',
  section: 'Descripciones; Forma de la respuesta (secretos fuera del contexto del modelo: DEBE)',
  scope: 'tool',
  heuristic: false,
  title: {
    es: 'La definición no pide secretos al cliente (contraseñas, PIN, tarjetas, tokens)',
    en: 'The definition asks the customer for no secrets (passwords, PINs, cards, tokens)',
  },
  messages: {
    es: {
      request:
        '{field} pide un secreto («{phrase}»): el agente nunca pide contraseñas, PIN, CVV, números de tarjeta ni tokens; verifique la identidad en su sistema con lo que la herramienta ya resolvió',
      param:
        'El parámetro `{param}` es un secreto ({secret}): el modelo tendría que pedírselo al cliente y quedaría en la traza; verifique la identidad en su sistema',
    },
    en: {
      request:
        '{field} asks for a secret ("{phrase}"): the agent never asks for passwords, PINs, CVVs, card numbers or tokens; verify identity in your system with what the tool already resolved',
      param:
        'Parameter `{param}` is a secret ({secret}): the model would have to ask the customer for it and it would stay in the trace; verify identity in your system',
    },
  },
  docs: {
    why: {
      es: 'Lo que el cliente dice queda en la traza de la conversación y en el contexto del modelo. El agente nunca pide contraseñas, PIN, CVV, números de tarjeta ni tokens: verifique la identidad en su sistema con lo que su herramienta de consulta ya resolvió.',
      en: "What the customer says stays in the conversation's trace and in the model's context. The agent never asks for passwords, PINs, CVVs, card numbers or tokens: check identity in your system with what your lookup tool already resolved.",
    },
    fail: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento", "pin"], "properties": {"documento": {"type": "string", "maxLength": 20}, "pin": {"type": "string", "maxLength": 4, "description": "PIN de la tarjeta del cliente."}}}}',
    },
    pass: {
      code: '{"inputSchema": {"type": "object", "additionalProperties": false, "required": ["documento"], "properties": {"documento": {"type": "string", "maxLength": 20}}}}',
    },
  },
  check(tool: unknown) {
    const out: RuleResult<SecretId>[] = [];
    for (const facing of modelFacingTexts(tool)) {
      const { path, kind } = facing;
      if (kind === 'name' || kind === 'schema-key' || kind === 'schema-value') continue;
      const phrase = firstMatch(formsOf(facing), REQUESTS);
      if (phrase !== undefined)
        out.push({
          ok: false,
          messageId: 'request',
          path,
          data: { field: fieldLabel(path), phrase: shownPhrase(phrase) },
        });
    }
    walkProperties(toolFields(tool).inputSchema, {
      property({ name, path, schema }) {
        const key = name.slice(name.lastIndexOf('.') + 1).replace(/\[\]$/, '');
        const title = isJsonObject(schema) ? own(schema, 'title') : undefined;
        const opening = [descriptionOf(schema), typeof title === 'string' ? title : undefined]
          .map((text) => (text === undefined ? undefined : firstMatch(scanForms(text), OPENS_WITH_SECRET)))
          .find((found) => found !== undefined);
        const secret = secretParamName(key) ?? opening;
        if (secret !== undefined)
          out.push({
            ok: false,
            messageId: 'param',
            path: `/inputSchema${path}`,
            data: { param: shownName(name), secret: shownPhrase(secret) },
          });
      },
    });
    return out.slice(0, MAX_TEXT_FINDINGS);
  },
});
