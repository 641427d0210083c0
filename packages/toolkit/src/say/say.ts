import type { Lang } from '@asixto/contract';
import { cachedDateTimeFormat, cachedNumberFormat } from './intl-cache.js';
import { englishNumber } from './english-numbers.js';
import { spanishNumber } from './spanish-numbers.js';
import { toDate, zonedParts } from './iso-with-offset.js';
import type { Instant } from './iso-with-offset.js';

/** Spoken currency names (singular, plural) and whether the currency is read without cents. */
const CURRENCIES: Record<string, { one: string; many: string; cents: boolean }> = {
  COP: { one: 'peso', many: 'pesos', cents: false },
  CLP: { one: 'peso chileno', many: 'pesos chilenos', cents: false },
  MXN: { one: 'peso mexicano', many: 'pesos mexicanos', cents: true },
  ARS: { one: 'peso argentino', many: 'pesos argentinos', cents: true },
  USD: { one: 'dólar', many: 'dólares', cents: true },
  PEN: { one: 'sol', many: 'soles', cents: true },
  EUR: { one: 'euro', many: 'euros', cents: true },
};

/** The same currencies in English: the nationality is said, since "pesos" alone is ambiguous. */
const CURRENCIES_EN: Record<string, { one: string; many: string }> = {
  COP: { one: 'Colombian peso', many: 'Colombian pesos' },
  CLP: { one: 'Chilean peso', many: 'Chilean pesos' },
  MXN: { one: 'Mexican peso', many: 'Mexican pesos' },
  ARS: { one: 'Argentine peso', many: 'Argentine pesos' },
  USD: { one: 'dollar', many: 'dollars' },
  PEN: { one: 'sol', many: 'soles' },
  EUR: { one: 'euro', many: 'euros' },
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

// One rule in both languages: the amount in digits, grouped as the language groups them (a voice
// engine reads "89.900" / "89,900" correctly), then the currency's spoken name, singular only for 1.
function money(amount: number, currency: string, lang: Lang = 'es'): string {
  const code = currency.toUpperCase();
  const info = CURRENCIES[code];
  const whole = Number.isInteger(amount);
  const digits = !info || info.cents ? (whole ? 0 : 2) : 0;
  const value = digits === 0 ? Math.round(amount) : amount;
  const number = cachedNumberFormat(lang === 'en' ? 'en-US' : 'es-CO', {
    useGrouping: 'always',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  const names = lang === 'en' ? CURRENCIES_EN[code] : info;
  if (!names) return `${number} ${code}`;
  return `${number} ${Math.abs(value) === 1 ? names.one : names.many}`;
}

/** `say.date`'s third argument: the language alone, or with `year: true` to say the year too. */
export type SayDateOptions = Lang | { year?: boolean; lang?: Lang };

function date(instant: Instant, timeZone: string, options: SayDateOptions = {}): string {
  const { year, lang } = typeof options === 'string' ? { year: false, lang: options } : options;
  // zonedParts first in both languages: it refuses a bad instant or zone with the toolkit's code.
  const p = zonedParts(toDate(instant), timeZone);
  if (lang === 'en') {
    // Intl's en-US long date: "Thursday, September 3" (", 2026" with the year).
    return cachedDateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    }).format(toDate(instant));
  }
  const base = `el ${WEEKDAYS[p.weekday] ?? ''} ${p.day} de ${MONTHS[p.month - 1] ?? ''}`;
  return year ? `${base} de ${p.year}` : base;
}

function period(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'de la noche';
  if (hour === 12 && minute === 0) return 'del mediodía';
  if (hour < 6) return 'de la madrugada';
  if (hour < 12) return 'de la mañana';
  if (hour < 19) return 'de la tarde';
  return 'de la noche';
}

function minutesWords(minute: number): string {
  if (minute === 0) return '';
  if (minute === 15) return ' y cuarto';
  if (minute === 30) return ' y media';
  return ` y ${spanishNumber(minute)}`;
}

function periodEn(hour: number): string {
  if (hour < 12) return 'in the morning';
  if (hour < 18) return 'in the afternoon';
  return 'in the evening';
}

// "at nine in the morning", "at one thirty in the afternoon", "at nine oh five in the morning":
// the way a person reads a clock, as the Spanish form does.
function timeEn(hour: number, minute: number): string {
  if (minute === 0 && hour === 0) return 'at midnight';
  if (minute === 0 && hour === 12) return 'at noon';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const min = minute === 0 ? '' : minute < 10 ? ` oh ${englishNumber(minute)}` : ` ${englishNumber(minute)}`;
  return `at ${englishNumber(h12)}${min} ${periodEn(hour)}`;
}

function time(instant: Instant, timeZone: string, lang: Lang = 'es'): string {
  const p = zonedParts(toDate(instant), timeZone);
  if (lang === 'en') return timeEn(p.hour, p.minute);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const hourWords = h12 === 1 ? 'la una' : `las ${spanishNumber(h12)}`;
  return `a ${hourWords}${minutesWords(p.minute)} ${period(p.hour, p.minute)}`;
}

/**
 * What is read aloud (page 07): amounts, dates and times as a person says them, in the tenant's
 * time zone. Spanish by default; every function takes an optional last `lang` (`'en'`: US English,
 * Intl `en-US` formats). Amounts are digits grouped per language plus the currency's spoken name
 * (English names the nationality: "89,900 Colombian pesos"); `say.number` gives words. The
 * canonical value still goes in `structuredContent`.
 *
 * @example
 * say.money(89900, 'COP'); // '89.900 pesos'
 * say.date('2026-09-03T14:00:00Z', 'America/Bogota'); // 'el jueves 3 de septiembre'
 * say.time('2026-09-03T14:00:00Z', 'America/Bogota'); // 'a las nueve de la mañana'
 * say.dateTime('2026-09-03T14:00:00Z', 'America/Bogota'); // 'el jueves 3 de septiembre a las nueve de la mañana'
 * say.money(89900, 'COP', 'en'); // '89,900 Colombian pesos'
 * say.dateTime('2026-09-03T14:00:00Z', 'America/Bogota', 'en'); // 'Thursday, September 3 at nine in the morning'
 * say.number(89900, 'en'); // 'eighty-nine thousand nine hundred'
 */
export const say = {
  money,
  date,
  time,
  dateTime: (instant: Instant, timeZone: string, lang: Lang = 'es'): string =>
    `${date(instant, timeZone, lang)} ${time(instant, timeZone, lang)}`,
  number: (n: number, lang: Lang = 'es'): string => spanishNumber(n, lang),
} as const;
