import { cachedNumberFormat } from './intl-cache.js';
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

function money(amount: number, currency: string): string {
  const info = CURRENCIES[currency.toUpperCase()];
  const whole = Number.isInteger(amount);
  const digits = !info || info.cents ? (whole ? 0 : 2) : 0;
  const value = digits === 0 ? Math.round(amount) : amount;
  const number = cachedNumberFormat('es-CO', {
    useGrouping: 'always',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  if (!info) return `${number} ${currency.toUpperCase()}`;
  return `${number} ${Math.abs(value) === 1 ? info.one : info.many}`;
}

function date(instant: Instant, timeZone: string, options: { year?: boolean } = {}): string {
  const p = zonedParts(toDate(instant), timeZone);
  const base = `el ${WEEKDAYS[p.weekday] ?? ''} ${p.day} de ${MONTHS[p.month - 1] ?? ''}`;
  return options.year ? `${base} de ${p.year}` : base;
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

function time(instant: Instant, timeZone: string): string {
  const p = zonedParts(toDate(instant), timeZone);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const hourWords = h12 === 1 ? 'la una' : `las ${spanishNumber(h12)}`;
  return `a ${hourWords}${minutesWords(p.minute)} ${period(p.hour, p.minute)}`;
}

/**
 * What is read aloud in Spanish (page 07): amounts, dates and times as a person says them, in the
 * tenant's time zone. The canonical value still goes in `structuredContent`.
 *
 * @example
 * say.money(89900, 'COP'); // '89.900 pesos'
 * say.date('2026-09-03T14:00:00Z', 'America/Bogota'); // 'el jueves 3 de septiembre'
 * say.time('2026-09-03T14:00:00Z', 'America/Bogota'); // 'a las nueve de la mañana'
 * say.dateTime('2026-09-03T14:00:00Z', 'America/Bogota'); // 'el jueves 3 de septiembre a las nueve de la mañana'
 */
export const say = {
  money,
  date,
  time,
  dateTime: (instant: Instant, timeZone: string): string =>
    `${date(instant, timeZone)} ${time(instant, timeZone)}`,
  number: spanishNumber,
} as const;
