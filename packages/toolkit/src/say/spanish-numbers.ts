import type { Lang } from '@asixto/contract';
import { englishNumber } from './english-numbers.js';

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function below1000(n: number): string {
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const head = HUNDREDS[h] ?? '';
  if (rest === 0) return head;
  let tail: string;
  if (rest < 30) tail = UNITS[rest] ?? '';
  else {
    const t = TENS[Math.floor(rest / 10)] ?? '';
    const u = rest % 10;
    tail = u === 0 ? t : `${t} y ${UNITS[u] ?? ''}`;
  }
  return head ? `${head} ${tail}` : tail;
}

/**
 * A non-negative integer below one billion in Spanish words, as read aloud
 * ("ochenta y nueve mil novecientos"). `uno` stays masculine-neutral ("veintiuno"). With
 * `lang: 'en'` the English words instead (see `englishNumber`); the name stays for compatibility.
 *
 * @example
 * spanishNumber(89900); // 'ochenta y nueve mil novecientos'
 * spanishNumber(89900, 'en'); // 'eighty-nine thousand nine hundred'
 */
export function spanishNumber(n: number, lang: Lang = 'es'): string {
  if (lang === 'en') return englishNumber(n);
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) return String(n);
  if (n === 0) return 'cero';
  if (n < 1000) return below1000(n);
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (millions > 0) words.push(millions === 1 ? 'un millón' : `${apocope(below1000(millions))} millones`);
  if (thousands > 0) words.push(thousands === 1 ? 'mil' : `${apocope(below1000(thousands))} mil`);
  if (rest > 0) words.push(below1000(rest));
  return words.join(' ');
}

// Before a noun ("mil", "millones") "uno" becomes "un" and "veintiuno" becomes "veintiún".
function apocope(words: string): string {
  return words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');
}
