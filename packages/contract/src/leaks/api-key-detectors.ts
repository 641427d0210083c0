import { anchored, matchAt } from './anchored-detector.js';
import type { AnchoredDetector, AnchorCheck } from './anchored-detector.js';
import { leakHit } from './leak-hit.js';
import { isWordChar, leakPattern } from './regex-scan.js';

/*
 * API keys of widely used providers, by the prefix each one documents, and of the payment
 * providers tenants in Latin America use (Mercado Pago, Wompi). Publishable keys (`pk_live_`,
 * `pub_prod_`, Mercado Pago's public key) are meant to be public and are not flagged. A detector
 * matches the prefix and the shortest tail the provider issues; the check reads the token on to
 * its end, judges it whole, and the search resumes after it, so each token is read once.
 * False-positive policy: a random part must mix lower case, upper case and digits
 * (`sk-martillo-carpintero-16oz-acero-inox`, a product code, is no OpenAI key), and a key of fixed
 * length must have exactly that length.
 */

interface KeyShape {
  provider: string;
  /** The literal searched; `back` characters into the prefix. */
  anchor: string;
  back?: number;
  /** The prefix and the shortest tail, as a regular-expression source. */
  start: string;
  /** Length of the whole token (prefix included), when the provider fixes it. */
  length?: number;
  maxLength?: number;
  /** The random part mixes lower case, upper case and digits. */
  random?: boolean;
  /** A character the token has, to search the literal only in texts that have it. */
  needs?: string;
}

const SHAPES: readonly KeyShape[] = [
  {
    provider: 'Stripe',
    anchor: 'k_live_',
    back: 1,
    start: '[sr]k_live_[0-9A-Za-z]{16}',
    maxLength: 255,
    random: true,
  },
  {
    provider: 'Stripe',
    anchor: 'k_test_',
    back: 1,
    start: '[sr]k_test_[0-9A-Za-z]{16}',
    maxLength: 255,
    random: true,
  },
  { provider: 'Stripe', anchor: 'whsec_', start: 'whsec_[0-9A-Za-z]{24}', maxLength: 80, random: true },
  { provider: 'GitHub', anchor: 'ghp_', start: 'ghp_[0-9A-Za-z]{36}', maxLength: 255 },
  { provider: 'GitHub', anchor: 'gho_', start: 'gho_[0-9A-Za-z]{36}', maxLength: 255 },
  { provider: 'GitHub', anchor: 'ghs_', start: 'ghs_[0-9A-Za-z]{36}', maxLength: 255 },
  { provider: 'GitHub', anchor: 'github_pat_', start: 'github_pat_[0-9A-Za-z_]{60}', maxLength: 255 },
  { provider: 'GitLab', anchor: 'glpat-', start: 'glpat-[0-9A-Za-z_-]{20}', maxLength: 64, random: true },
  { provider: 'Slack', anchor: 'xox', start: 'xox[abeprs]-[0-9A-Za-z-]{10}', maxLength: 255, random: true },
  { provider: 'AWS', anchor: 'KIA', back: 1, start: 'AKIA[0-9A-Z]{16}', length: 20 },
  { provider: 'AWS', anchor: 'ASIA', start: 'ASIA[0-9A-Z]{16}', length: 20 },
  // Google API keys all start AIzaSy.
  { provider: 'Google', anchor: 'zaSy', back: 2, start: 'AIza[0-9A-Za-z_-]{35}', length: 39 },
  { provider: 'Google', anchor: 'ya29.', start: 'ya29\\.[0-9A-Za-z_-]{20}', maxLength: 2048, random: true },
  {
    provider: 'OpenAI',
    anchor: 'k-',
    back: 1,
    start: 'sk-(?:ant-|proj-|svcacct-|admin-)?[0-9A-Za-z_-]{32}',
    maxLength: 256,
    random: true,
  },
  {
    provider: 'SendGrid',
    anchor: 'G.',
    back: 1,
    start: 'SG\\.[0-9A-Za-z_-]{22}\\.[0-9A-Za-z_-]{43}',
    length: 69,
  },
  {
    provider: 'Mercado Pago',
    anchor: 'APP_USR-',
    start: 'APP_USR-\\d{10,20}-\\d{6}-[0-9a-f]{32}-\\d{6,12}',
    maxLength: 96,
  },
  {
    provider: 'Wompi',
    anchor: 'prv_',
    start: 'prv_(?:prod|test)_[0-9A-Za-z]{16}',
    maxLength: 96,
    random: true,
  },
  { provider: 'Shopify', anchor: 'shp', start: 'shp(?:at|ss|ca|pa)_[0-9a-fA-F]{32}', length: 38, needs: '_' },
  { provider: 'npm', anchor: 'npm_', start: 'npm_[0-9A-Za-z]{36}', length: 40 },
  { provider: 'Hugging Face', anchor: 'hf_', start: 'hf_[A-Za-z]{34}', length: 37 },
];

/** Characters a key may continue with (`.` too, for Google's and SendGrid's dotted tokens). */
function isKeyChar(code: number): boolean {
  return isWordChar(code) || code === 0x2d || code === 0x2e;
}

/**
 * The token after its prefix (`sk_live_`, `sk-proj-`, `xoxb-`): after the last separator among its
 * first 12 characters.
 */
function randomPart(token: string): string {
  let cut = 0;
  for (let i = 0; i < Math.min(12, token.length); i++) {
    const code = token.charCodeAt(i);
    if (code === 0x5f || code === 0x2d || code === 0x2e) cut = i + 1;
  }
  return token.slice(cut);
}

/** A generated secret mixes all three; a product code or a slug does not. */
function looksRandom(part: string): boolean {
  return /[a-z]/.test(part) && /[A-Z]/.test(part) && /[0-9]/.test(part);
}

function keyCheck(shape: KeyShape): AnchorCheck {
  const pattern = leakPattern(new RegExp(shape.start, 'y'));
  const back = shape.back ?? 0;
  return (text, index, out) => {
    const start = index - back;
    if (start < 0 || (start > 0 && isKeyChar(text.charCodeAt(start - 1)))) return undefined;
    const match = matchAt(pattern, text, start);
    if (!match) return undefined;
    let end = start + match[0].length;
    while (end < text.length && isKeyChar(text.charCodeAt(end))) end++;
    const resume = end;
    while (text.charCodeAt(end - 1) === 0x2e || text.charCodeAt(end - 1) === 0x2d) end--;
    const token = text.slice(start, end);
    const fits =
      (shape.length === undefined || token.length === shape.length) &&
      (shape.maxLength === undefined || token.length <= shape.maxLength) &&
      (!shape.random || looksRandom(randomPart(token)));
    // Anthropic's keys are OpenAI-shaped with their own prefix.
    const provider =
      shape.provider === 'OpenAI' && token.startsWith('sk-ant-') ? 'Anthropic' : shape.provider;
    if (fits) out.push(leakHit('api-key', start, end, provider));
    return resume;
  };
}

/**
 * One detector per key shape.
 *
 * @example
 * runDetectors(API_KEY_DETECTORS, 'clave sk_live_4eC39HqLyjWDarjtT1zdp7dc', hits); // Stripe
 */
export const API_KEY_DETECTORS: readonly AnchoredDetector[] = SHAPES.map((shape) =>
  // A prefix with an underscore is searched only in a text that has one (prose seldom does).
  anchored(shape.anchor, keyCheck(shape), shape.needs ?? (shape.anchor.includes('_') ? '_' : undefined)),
);
