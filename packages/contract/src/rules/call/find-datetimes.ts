/** An ISO 8601 date-time with a time part; the offset (`Z` or `±hh:mm`) is optional so its absence shows. */
const ISO_DATETIME =
  /\b(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?(?![\d:.])/g;

export interface FoundDatetime {
  text: string;
  /** `Z`, `+05:45`…, or undefined when the value carries no offset. */
  offset?: string;
}

/** Every ISO date-time in a value (strings at any depth, and text). Pure. */
export function findDatetimes(value: unknown, out: FoundDatetime[] = [], depth = 0): FoundDatetime[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(ISO_DATETIME)) {
      const offset = match[3];
      out.push(
        offset === undefined ? { text: match[0] } : { text: match[0], offset: normalizeOffset(offset) },
      );
    }
  } else if (value && typeof value === 'object' && depth < 8) {
    for (const inner of Object.values(value)) findDatetimes(inner, out, depth + 1);
  }
  return out;
}

function normalizeOffset(offset: string): string {
  if (offset === 'Z') return '+00:00';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

/**
 * The UTC offset (`+05:45`) of a time zone at an instant, from the runtime's time-zone data.
 * Returns undefined for an unknown zone.
 */
export function zoneOffsetAt(timeZone: string, instant: Date): string | undefined {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (part === undefined) return undefined;
    if (part === 'GMT') return '+00:00';
    const match = /^GMT([+-]\d{2}):?(\d{2})?$/.exec(part);
    return match ? `${match[1]}:${match[2] ?? '00'}` : undefined;
  } catch {
    return undefined;
  }
}
