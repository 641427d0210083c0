/*
 * Which names of a key/value pair hold a secret (`password=`, `"client_secret": …`, `Contraseña:
 * Abc12345`), and which values are one. False-positive policy: a key is split into words (snake,
 * kebab and camel case) and must name a secret as a word or a known compound — `secretaria`,
 * `password_hint`, `reset_password_url` and `page_token` do not; a bare `token` or `pass` counts
 * only as an assignment (`token=…`). A value is a secret only when it is one word of at least 4
 * characters that is not a mask (`********`, `•••`) or a placeholder (`<password>`, `${DB_PASS}`);
 * after a colon in prose it must also mix in digits or symbols ("Contraseña: enviada a su correo"
 * stays clean).
 */

/** Words that name a secret on their own. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'secret',
  'contraseña',
  'contrasena',
  'apikey',
  'accesstoken',
  'refreshtoken',
  'authtoken',
  'idtoken',
  'sessiontoken',
  'bearertoken',
  'privatekey',
  'secretkey',
  'clientsecret',
  'apisecret',
  'accountkey',
  'cvv',
  'cvv2',
  'cvc',
]);

/** Two consecutive words that name a secret together (`api_key`, `accessToken`, `clave_secreta`). */
const SECRET_PAIRS = new Set([
  'api key',
  'api secret',
  'access token',
  'refresh token',
  'auth token',
  'id token',
  'session token',
  'bearer token',
  'private key',
  'secret key',
  'client secret',
  'account key',
  'access key',
  'clave secreta',
  'clave privada',
  'clave acceso',
  'llave privada',
]);

/** Words that make the key about a secret rather than the secret itself. */
const NOT_THE_SECRET = new Set([
  'hint',
  'reset',
  'policy',
  'expires',
  'expiry',
  'expiration',
  'length',
  'changed',
  'updated',
  'required',
  'recovery',
  'strength',
  'last',
  'date',
  'url',
  'link',
  'set',
  'sent',
  'enviada',
  'olvidada',
  'restablecida',
]);

/** Keys that name a secret only as an assignment (`token=…`, `pass=…`). */
const ASSIGNMENT_ONLY = new Set(['token', 'pass', 'sig', 'signature']);

/** A character code lower-cased (ASCII and Latin-1 letters). */
function lower(code: number): number {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0xde) ? code | 0x20 : code;
}

/** Three character codes as one number, for a set lookup without building a string. */
function trigram(a: number, b: number, c: number): number {
  return (lower(a) << 16) | (lower(b) << 8) | lower(c);
}

/** How every secret key ends, lower-cased (`…word`, `…secret`, `…key`, `…token`, `…seña`…). */
const KEY_ENDINGS = new Set(
  [
    'ord',
    'swd',
    'pwd',
    'ase',
    'ret',
    'key',
    'ken',
    'eña',
    'ena',
    'cvv',
    'vv2',
    'cvc',
    'ass',
    'eta',
    'ada',
    'eso',
    'sig',
    'ure',
  ].map((ending) => trigram(ending.charCodeAt(0), ending.charCodeAt(1), ending.charCodeAt(2))),
);

/**
 * A first look at a key that ends at `end` of `text`, without building a string: whether it ends
 * the way every secret key does. Most keys and words stop here.
 *
 * @example
 * endsLikeSecretKey('password', 8); // true
 */
export function endsLikeSecretKey(text: string, end: number): boolean {
  return (
    end >= 3 &&
    KEY_ENDINGS.has(trigram(text.charCodeAt(end - 3), text.charCodeAt(end - 2), text.charCodeAt(end - 1)))
  );
}

/** The words of a key: split at `_`, `-`, `.`, spaces and camel-case humps, lower-cased. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9ñáéíóú]+/)
    .filter((word) => word !== '');
}

/**
 * Whether a key names a secret. `assignment`: the key is written `key=value`, where a bare
 * `token` or `pass` counts too.
 *
 * @example
 * isSecretKey('client_secret'); // true
 * isSecretKey('password_hint'); // false
 * isSecretKey('token', true); // true
 */
export function isSecretKey(key: string, assignment = false): boolean {
  if (key.length > 64) return false;
  const words = keyWords(key);
  if (words.some((word) => NOT_THE_SECRET.has(word))) return false;
  if (assignment && words.length === 1 && ASSIGNMENT_ONLY.has(words[0] as string)) return true;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (SECRET_WORDS.has(word)) return true;
    const next = words[i + 1];
    if (next !== undefined && SECRET_PAIRS.has(`${word} ${next}`)) return true;
    // `clave_de_acceso`: a small word between the two.
    const after = words[i + 2];
    if (after !== undefined && (next === 'de' || next === 'del') && SECRET_PAIRS.has(`${word} ${after}`))
      return true;
  }
  return false;
}

const MASK_CHARS = /^[*•·xX#.\-_]+$/;
const PLACEHOLDER = /^(?:[<{[%$]|(?:null|none|undefined|n\/a|changeme|redacted|hidden|oculta|oculto)$)/i;
const SYMBOL_OR_DIGIT = /[^\p{L}]/u;

/** Every character the same (`aaaa`, `0000`): a mask, not a secret. */
function oneCharacter(value: string): boolean {
  for (let i = 1; i < value.length; i++) if (value[i] !== value[0]) return false;
  return true;
}

/**
 * Whether the value of a secret key is a real secret: one word, at least 4 characters, not a mask
 * or a placeholder. `prose`: it follows a colon in running text, so it must also have at least 6
 * characters with a digit or a symbol.
 *
 * @example
 * isSecretValue('hunter2'); // true
 * isSecretValue('********'); // false
 * isSecretValue('enviada', true); // false
 */
export function isSecretValue(value: string, prose = false): boolean {
  if (value.length < 4 || value.length > 4096 || /\s/.test(value)) return false;
  if (MASK_CHARS.test(value) || oneCharacter(value) || PLACEHOLDER.test(value)) return false;
  return !prose || (value.length >= 6 && SYMBOL_OR_DIGIT.test(value));
}
