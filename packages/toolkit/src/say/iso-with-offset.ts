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

/** Intl's own reading of an instant: exact, and the costly part (a few µs per call). */
function intlParts(formatter: Intl.DateTimeFormat, date: Date): ZonedParts & { offsetSeconds: number } {
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const zone = get('timeZoneName'); // "GMT-05:00", "GMT-04:56:16" (local mean time), or "GMT"
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(zone);
  const sign = match?.[1] === '-' ? -1 : 1;
  const hours = Number(match?.[2] ?? 0);
  const minutes = Number(match?.[3] ?? 0);
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    offsetMinutes: sign * (hours * 60 + minutes),
    offsetSeconds: sign * (hours * 3600 + minutes * 60 + Number(match?.[4] ?? 0)),
  };
}

/** The parts of an instant from a known offset: plain UTC arithmetic. */
function shiftedParts(epochMs: number, offsetSeconds: number, offsetMinutes: number): ZonedParts {
  const wall = new Date(epochMs + offsetSeconds * 1000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
    offsetMinutes,
  };
}

const sameParts = (a: ZonedParts, b: ZonedParts): boolean =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second &&
  a.weekday === b.weekday &&
  a.offsetMinutes === b.offsetMinutes;

// A zone's offset is constant between transitions, and two transitions are never 15 minutes apart:
// the offset of a 15-minute window is read from Intl once (at both ends, so a window holding a
// transition is known) and every instant in it is plain arithmetic. `null`: Intl for each instant.
// Kept per zone (the zone comes from a call's metadata, so both maps are bounded).
const WINDOW_MS = 15 * 60_000;
const MAX_WINDOWS = 512;
const MAX_ZONES = 64;
type WindowOffset = { offsetSeconds: number; offsetMinutes: number } | null;
interface ZoneState {
  formatter: Intl.DateTimeFormat;
  windows: Map<number, WindowOffset>;
}
const zones = new Map<string, ZoneState>();

function zoneState(timeZone: string): ZoneState {
  let state = zones.get(timeZone);
  if (state === undefined) {
    // Built before anything is evicted: an unknown zone throws and leaves the map as is.
    state = { formatter: formatterFor(timeZone), windows: new Map() };
    if (zones.size >= MAX_ZONES) zones.delete(zones.keys().next().value as string);
    zones.set(timeZone, state);
  }
  return state;
}

function windowOffset({ formatter, windows }: ZoneState, epochMs: number): WindowOffset {
  const start = Math.floor(epochMs / WINDOW_MS) * WINDOW_MS;
  const hit = windows.get(start);
  if (hit !== undefined) return hit;
  const first = intlParts(formatter, new Date(start));
  const last = intlParts(formatter, new Date(start + WINDOW_MS - 1000));
  // Trusted only where arithmetic reproduces Intl at both ends (not so for eras before year 1).
  const offset =
    first.offsetSeconds === last.offsetSeconds &&
    sameParts(first, shiftedParts(start, first.offsetSeconds, first.offsetMinutes)) &&
    sameParts(last, shiftedParts(start + WINDOW_MS - 1000, last.offsetSeconds, last.offsetMinutes))
      ? { offsetSeconds: first.offsetSeconds, offsetMinutes: first.offsetMinutes }
      : null;
  if (windows.size >= MAX_WINDOWS) windows.delete(windows.keys().next().value as number);
  windows.set(start, offset);
  return offset;
}

/**
 * The wall-clock parts of an instant in a time zone, with the zone's UTC offset at that instant
 * (Intl's tz database, so daylight saving time is right). Intl is asked once per zone and
 * 15-minute window; instants inside a known window cost a `Date` and some arithmetic.
 *
 * @example
 * zonedParts('2026-09-03T14:00:00Z', 'America/Bogota').hour; // 9
 */
export function zonedParts(instant: Instant, timeZone: string): ZonedParts {
  const zone = zoneState(timeZone);
  const date = toDate(instant);
  const epochMs = date.getTime();
  const offset = windowOffset(zone, epochMs);
  if (offset !== null) return shiftedParts(epochMs, offset.offsetSeconds, offset.offsetMinutes);
  const { offsetSeconds: _exact, ...parts } = intlParts(zone.formatter, date);
  return parts;
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
  if (zones.has(timeZone)) return true;
  try {
    // Kept: every call's metadata carries a zone, and building a formatter is the costly part.
    zoneState(timeZone);
    return true;
  } catch {
    // Intl refuses unknown zones: that is the answer, not a failure.
    return false;
  }
}
