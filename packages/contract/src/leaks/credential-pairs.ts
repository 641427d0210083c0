import { leakHit } from './leak-hit.js';
import { leakPattern } from './regex-scan.js';
import type { LeakHit } from './leak-hit.js';
import { endsLikeSecretKey, isSecretKey, isSecretValue } from './secret-keys.js';

/*
 * Secrets named by their key: `password=hunter2`, `"client_secret": "…"`, `Contraseña: Abc12345`,
 * `api_key=…` in a query string, `Password=…;` of an ADO.NET connection string; and URLs that
 * carry a password (`postgres://app:S3cr3t@db.internal/crm`). Both are found from one character
 * (`=`, `:` or `@`) with `indexOf`, which prose has few of, and judged from there: the key is read
 * back (at most 64 characters), the value on (at most 512). See `secret-keys.ts` for which keys and
 * values count.
 */

function isKeyChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x2d ||
    code === 0x2e ||
    (code >= 0xc0 && code <= 0xff)
  );
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0xff);
}

function isQuote(code: number): boolean {
  return code === 0x22 || code === 0x27;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** The key written right before a separator at `at` (blanks and a closing quote allowed between). */
function keyBefore(text: string, at: number): string | undefined {
  let end = at;
  while (end > at - 4 && end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  if (end > 0 && isQuote(text.charCodeAt(end - 1))) end--;
  if (end < 3 || !isLetter(text.charCodeAt(end - 1)) || !endsLikeSecretKey(text, end)) return undefined;
  let start = end;
  while (start > end - 64 && start > 0 && isKeyChar(text.charCodeAt(start - 1))) start--;
  return text.slice(start, end);
}

const VALUE_AFTER = leakPattern(/[ \t]{0,4}(["']?)([^\s"'`,;&<>(){}[\]]{1,512})/y);
const TRAILING_PUNCTUATION = /[.!?:]+$/;

/**
 * The credential pair whose separator (`=` or `:`) is at `at`, if it is one, appended to `out`;
 * returns the end of its value then (separators inside the value need no second look).
 */
export function pairAt(text: string, at: number, out: LeakHit[]): number | undefined {
  const key = keyBefore(text, at);
  if (key === undefined) return undefined;
  const assignment = text.charCodeAt(at) === 0x3d;
  if (!isSecretKey(key, assignment)) return undefined;
  VALUE_AFTER.lastIndex = at + 1;
  const value = VALUE_AFTER.exec(text);
  if (!value) return undefined;
  const quoted = value[1] !== '';
  const raw = value[2] as string;
  const secret = quoted || assignment ? raw : raw.replace(TRAILING_PUNCTUATION, '');
  // A colon in running text is prose unless the value is quoted (JSON, YAML).
  if (!isSecretValue(secret, !assignment && !quoted)) return undefined;
  const start = at + 1 + value[0].length - raw.length;
  out.push(leakHit('credential-pair', start, start + secret.length, key));
  return start + raw.length;
}

/** Characters a URL runs over (no blanks, quotes or angle brackets). */
function isUrlChar(code: number): boolean {
  return code > 0x20 && code !== 0x22 && code !== 0x27 && code !== 0x3c && code !== 0x3e && code !== 0x60;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const SCHEME_BEFORE = leakPattern(/[A-Za-z][A-Za-z0-9+.-]{0,31}$/);

/**
 * `scheme://user:password@host…` around the `@` at `at`, if the password is a real one, appended to
 * `out`; returns the end of the URL then. `after`: the previous `@` (userinfo holds none), where
 * the backward read stops.
 */
export function connectionStringAt(text: string, at: number, out: LeakHit[], after = 0): number | undefined {
  let start = at;
  const floor = Math.max(after, at - 400, 0);
  while (start > floor && isUrlChar(text.charCodeAt(start - 1))) start--;
  const before = text.slice(start, at);
  const separator = before.lastIndexOf('://');
  if (separator === -1) return undefined;
  const userinfo = before.slice(separator + 3);
  const colon = userinfo.indexOf(':');
  if (colon === -1 || userinfo.includes('/')) return undefined;
  if (!isSecretValue(decodeSafely(userinfo.slice(colon + 1)))) return undefined;
  const scheme = SCHEME_BEFORE.exec(before.slice(Math.max(0, separator - 32), separator))?.[0];
  if (scheme === undefined) return undefined;
  let end = at;
  while (end < at + 512 && end < text.length && isUrlChar(text.charCodeAt(end))) end++;
  out.push(leakHit('connection-string', start + separator - scheme.length, end, scheme));
  return end;
}
