import { anchored, matchAt } from './anchored-detector.js';
import type { AnchoredDetector, AnchorCheck } from './anchored-detector.js';
import { API_KEY_DETECTORS } from './api-key-detectors.js';
import { leakHit } from './leak-hit.js';
import { isWordChar, leakPattern } from './regex-scan.js';

/*
 * Secrets with a shape of their own: JWTs, `Bearer`/`Basic` credentials, private-key blocks and
 * API keys (`api-key-detectors.ts`). Pairs and connection strings are in `credential-pairs.ts`.
 * False-positive policy: a JWT's header must decode to JSON naming its `alg`; a `Basic` credential
 * must decode to `user:password`; a bearer token must look generated (16+ characters not all
 * lower-case letters, or 8+ mixing letters and digits): "bearer bonds", "Bearer token" stay clean.
 */

/** Base64url characters (a JWT segment). */
function isBase64Url(code: number): boolean {
  return isWordChar(code) || code === 0x2d;
}

/** Decodes base64 or base64url to a string of Latin-1 characters; `undefined` if it is not. */
function decodeBase64(text: string): string | undefined {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
  } catch {
    return undefined;
  }
}

/** A JOSE header: base64url of a JSON object that names its `alg`. */
function isJoseHeader(segment: string): boolean {
  const decoded = decodeBase64(segment.slice(0, 1024));
  return decoded !== undefined && decoded.startsWith('{') && decoded.includes('"alg"');
}

/**
 * A JWT (JWS: three segments; JWE: five) from an `eyJ` that starts a token (found from its `yJ`),
 * read to the token's end once: the search resumes after it.
 */
const jwt: AnchorCheck = (text, index, out) => {
  const start = index - 1;
  if (start < 0 || text.charCodeAt(start) !== 0x65) return undefined; // e
  if (start > 0 && isBase64Url(text.charCodeAt(start - 1))) return undefined;
  let end = start;
  let segments = 1;
  let headerEnd = -1;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code === 0x2e) {
      if (headerEnd === -1) headerEnd = end;
      segments++;
    } else if (!isBase64Url(code)) break;
  }
  const resume = end;
  while (end > start && text.charCodeAt(end - 1) === 0x2e) {
    end--;
    segments--;
  }
  if ((segments === 3 || segments === 5) && headerEnd - start >= 10 && end - start >= 40) {
    if (isJoseHeader(text.slice(start, headerEnd))) out.push(leakHit('jwt', start, end, 'JWT'));
  }
  return resume;
};

const TOKEN = leakPattern(/[A-Za-z0-9\-._~+/]{8,1000}/y);

/** A token character (RFC 6750 `b64token`, `=` padding included). */
function isTokenChar(code: number): boolean {
  return (
    isWordChar(code) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x7e ||
    code === 0x2b ||
    code === 0x2f ||
    code === 0x3d
  );
}

function looksGenerated(token: string): boolean {
  const digit = /[0-9]/.test(token);
  const letter = /[A-Za-z]/.test(token);
  return (token.length >= 16 && !/^[a-z]+$/.test(token)) || (token.length >= 8 && digit && letter);
}

/** `Bearer <token>` / `Basic <base64>` (as HTTP clients write the scheme). */
function authorization(scheme: 'Bearer' | 'Basic'): AnchorCheck {
  return (text, start, out) => {
    if (start > 0 && isWordChar(text.charCodeAt(start - 1))) return undefined;
    let at = start + scheme.length;
    while (at < start + scheme.length + 8 && text.charCodeAt(at) === 0x20) at++;
    const first = matchAt(TOKEN, text, at);
    if (first === null) return undefined;
    // The token is read to its end, however long: a long one must not leave its tail behind.
    let tokenEnd = at + first[0].length;
    while (tokenEnd < text.length && isTokenChar(text.charCodeAt(tokenEnd))) tokenEnd++;
    const token = text.slice(at, tokenEnd);
    if (scheme === 'Basic') {
      const decoded = decodeBase64(token);
      if (decoded === undefined || !/^[\x20-\x7e]{1,256}:[\x20-\x7e]{1,256}$/.test(decoded)) return undefined;
    } else if (!looksGenerated(token)) return undefined;
    out.push(leakHit('authorization', start, at + token.length, scheme));
    return at + token.length;
  };
}

const KEY_BLOCK_MAX = 16_384;
const KEY_BEGIN = leakPattern(/-----BEGIN (?:[A-Z0-9]{1,16} ){0,3}PRIVATE $/);
const KEY_END = leakPattern(/-----END [A-Z0-9 ]{0,64}-----/y);

/** Base64, blanks, and the `\n` a JSON string writes for a line break. */
function isKeyBodyChar(code: number): boolean {
  return isWordChar(code) || code === 0x2b || code === 0x2f || code === 0x3d || code === 0x5c || code <= 0x20;
}

/**
 * A private-key block, found from the `KEY-----` of its BEGIN line, from there over its base64 body
 * to its END line (or to the body's end, when the END line is missing).
 */
const privateKey: AnchorCheck = (text, index, out) => {
  const begin = KEY_BEGIN.exec(text.slice(Math.max(0, index - 48), index));
  if (!begin) return undefined;
  const start = index - begin[0].length;
  const bodyStart = index + 'KEY-----'.length;
  let end = bodyStart;
  while (end < bodyStart + KEY_BLOCK_MAX && end < text.length && isKeyBodyChar(text.charCodeAt(end))) end++;
  const close = matchAt(KEY_END, text, end);
  if (close) end += close[0].length;
  out.push(leakHit('private-key', start, end, 'PRIVATE KEY'));
  return end;
};

/**
 * The detectors of shaped secrets, in the order they run.
 *
 * @example
 * runDetectors(SECRET_DETECTORS, text, hits);
 */
export const SECRET_DETECTORS: readonly AnchoredDetector[] = [
  anchored('yJ', jwt),
  anchored('Bearer ', authorization('Bearer')),
  anchored('Basic ', authorization('Basic')),
  anchored('KEY-----', privateKey),
  ...API_KEY_DETECTORS,
];
