import { TOOLKIT_ERROR_CODES, ToolkitError } from '../errors.js';
import { cachedDateTimeFormat } from './intl-cache.js';

/** Accepts what `new Date()` accepts, so callers can pass database values as they come. */
export type Instant = Date | string | number;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
  /** Minutes east of UTC, e.g. -300 for America/Bogota. */
  offsetMinutes: number;
}

const PARTS_OPTIONS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  timeZoneName: 'longOffset',
} as const satisfies Intl.DateTimeFormatOptions;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  try {
    return cachedDateTimeFormat('en-US', { timeZone, ...PARTS_OPTIONS });
  } catch (error) {
    // Intl throws RangeError for an unknown zone; anything else is not ours to translate.
    if (!(error instanceof RangeError)) throw error;
    throw new ToolkitError(TOOLKIT_ERROR_CODES.invalidValue, `unknown time zone: ${timeZone}`, {
      cause: error,
    });
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The `Date` of an instant; throws `TOOLKIT_INVALID_VALUE` for one `new Date()` cannot read. */
export function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) {
    throw new ToolkitError(TOOLKIT_ERROR_CODES.invalidValue, `invalid instant: ${String(instant)}`);
  }
  return date;
}

/**
 * The wall-clock parts of an instant in a time zone, with the zone's UTC offset at that instant
 * (Intl's tz database, so daylight saving time is right).
 *
 * @example
 * zonedParts('2026-09-03T14:00:00Z', 'America/Bogota').hour; // 9
 */
export function zonedParts(instant: Instant, timeZone: string): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(toDate(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const zone = get('timeZoneName'); // "GMT-05:00", or "GMT" at UTC
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    offsetMinutes,
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * The canonical ISO 8601 value of an instant with the tenant zone's offset at that instant
 * (page 07: every date carries an offset coherent with `com.asixto/timezone`).
 *
 * @example
 * isoWithOffset('2026-09-03T14:00:00Z', 'America/Bogota'); // '2026-09-03T09:00:00-05:00'
 */
export function isoWithOffset(instant: Instant, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const sign = p.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(p.offsetMinutes);
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * Whether the runtime knows an IANA time zone name.
 *
 * @example
 * isValidTimeZone('America/Bogota'); // true
 */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    // Cached: every call's metadata carries a zone, and building a formatter is the costly part.
    cachedDateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    // Intl throws RangeError for unknown zones: that is the answer, not a failure.
    return false;
  }
}
