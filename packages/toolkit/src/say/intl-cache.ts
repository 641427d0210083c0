// Building an Intl formatter resolves locale data and (for dates) a time zone: tens of
// microseconds, on every call that formats or validates. The same few (locale, options) pairs
// recur, so each is built once. The map is bounded because options can come from a call's
// metadata (the time zone): the oldest entry goes when it is full.
const MAX_ENTRIES = 64;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, key: string, build: () => T): T {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  // Built before anything is evicted: a constructor that throws (unknown zone) leaves the map as is.
  const value = build();
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/**
 * `new Intl.DateTimeFormat(locale, options)`, built once per (locale, options). Throws what the
 * constructor throws (a `RangeError` for an unknown time zone), and caches nothing then.
 *
 * @example
 * cachedDateTimeFormat('en-US', { timeZone: 'America/Bogota' }).resolvedOptions().timeZone; // 'America/Bogota'
 */
export function cachedDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * `new Intl.NumberFormat(locale, options)`, built once per (locale, options).
 *
 * @example
 * cachedNumberFormat('es-CO', { useGrouping: 'always' }).format(89900); // '89.900'
 */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** How many formatters are cached (for tests: the bound holds). */
export function intlCacheSize(): { dateTimeFormats: number; numberFormats: number } {
  return { dateTimeFormats: dateTimeFormats.size, numberFormats: numberFormats.size };
}
