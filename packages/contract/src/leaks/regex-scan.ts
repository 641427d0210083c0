// Bounded scans of the leak detectors: every walk over the text stops after a fixed number of
// characters, so a check costs the same however long the text is.

/** Every regular expression the detectors run on a tenant's text (`leak-patterns.test.ts` checks them). */
export const LEAK_PATTERNS: RegExp[] = [];

/**
 * Registers a pattern the detectors run on a tenant's text. Each must be linear: it compiles on
 * RE2 (no backreference, no lookaround) and every repetition is bounded or over a class that cannot
 * hold what comes next; it runs sticky at a found literal or on a bounded slice.
 */
export function leakPattern(pattern: RegExp): RegExp {
  LEAK_PATTERNS.push(pattern);
  return pattern;
}

/** ASCII letters, digits and `_`: what `\b` sees as a word. */
export function isWordChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f
  );
}

/** Characters of a file path as stack frames print them (no spaces, quotes or brackets). */
function isPathChar(code: number): boolean {
  return (
    code > 0x20 &&
    code !== 0x22 && // "
    code !== 0x27 && // '
    code !== 0x28 && // (
    code !== 0x29 && // )
    code !== 0x5b && // [
    code !== 0x5d && // ]
    code !== 0x60 && // `
    code !== 0x7f
  );
}

/** Characters of a (possibly qualified) identifier: letters, digits, `_`, `$` and `.`. */
function isIdentifierChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x24 ||
    code === 0x2e
  );
}

/**
 * Where the run of characters accepted by `accepts` that ends at `end` starts, at most `max` back
 * and not before `floor`.
 */
function runStart(
  text: string,
  end: number,
  max: number,
  accepts: (code: number) => boolean,
  floor = 0,
): number {
  floor = Math.max(floor, end - max);
  let start = end;
  while (start > floor && accepts(text.charCodeAt(start - 1))) start--;
  return start;
}

/** Start of the file path that ends at `end` (at most 512 characters back, not before `floor`). */
export function pathStart(text: string, end: number, floor = 0): number {
  return runStart(text, end, 512, isPathChar, floor);
}

/**
 * Start of the identifier that ends at `end`, or -1 when it runs on more than 128 characters back
 * (no class name is that long: such a run is not one).
 */
export function identifierStart(text: string, end: number): number {
  const start = runStart(text, end, 128, isIdentifierChar);
  return start > 0 && isIdentifierChar(text.charCodeAt(start - 1)) ? -1 : start;
}

/** Whether a path looks like one: it has a directory separator. */
export function hasDirectory(path: string): boolean {
  return path.includes('/') || path.includes('\\');
}

/** End of the line that holds `index` (its newline's offset), at most `max` characters on. */
export function lineEnd(text: string, index: number, max: number): number {
  const limit = Math.min(text.length, index + max);
  let end = index;
  while (end < limit && text.charCodeAt(end) !== 0x0a) end++;
  return end;
}

/** Start of the line that holds `index`, at most `max` characters back and not before `floor`. */
export function lineStart(text: string, index: number, max: number, floor = 0): number {
  floor = Math.max(floor, index - max);
  let start = index;
  while (start > floor && text.charCodeAt(start - 1) !== 0x0a) start--;
  return start;
}
