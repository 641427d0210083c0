import { pointerSegment } from '../api/field-pointer';

/** Where something is in the JSON text, as character offsets (`end` exclusive). */
export interface Span {
  start: number;
  end: number;
}
/** Where the value at a JSON pointer is written, and its key when it is an object member. */
export interface JsonLocation {
  value: Span;
  key?: Span;
}
export type JsonSyntaxReason =
  | 'unexpected_end'
  | 'unexpected_character'
  | 'invalid_string'
  | 'invalid_number'
  | 'trailing_content'
  | 'too_deep';

export type JsonSourceMap =
  | { ok: true; value: unknown; locations: ReadonlyMap<string, JsonLocation> }
  | { ok: false; offset: number; reason: JsonSyntaxReason };

const MAX_DEPTH = 256;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class JsonSyntax extends Error {
  constructor(
    readonly offset: number,
    readonly reason: JsonSyntaxReason,
  ) {
    super(reason);
  }
}

/**
 * Parses JSON text and records where every value (and member key) is written, by JSON pointer, so
 * an error the gateway reports at `/tools/x/level` can be shown on the line the operator typed. The
 * value itself comes from `JSON.parse`, so what is sent is exactly standard JSON.
 *
 * @example
 * const map = jsonSourceMap('{"a": [1, 2]}');
 * map.ok && map.locations.get('/a/1'); // { value: { start: 10, end: 11 } }
 */
export function jsonSourceMap(text: string): JsonSourceMap {
  const locations = new Map<string, JsonLocation>();
  let i = 0;

  const fail = (reason: JsonSyntaxReason, at = i): never => {
    throw new JsonSyntax(at, reason);
  };
  const skipSpace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else break;
    }
  };
  const expectMore = (): string => {
    const c = text[i];
    if (c === undefined) fail('unexpected_end');
    return c as string;
  };

  function string(): string {
    const start = i;
    i++; // opening quote
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('unexpected_end');
      if (c === '"') break;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === undefined) fail('unexpected_end', i + 1);
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('invalid_string', i);
          i += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(e as string)) fail('invalid_string', i);
        i += 2;
        continue;
      }
      if ((c as string).charCodeAt(0) < 0x20) fail('invalid_string', i);
      i++;
    }
    i++; // closing quote
    return JSON.parse(text.slice(start, i)) as string;
  }

  function number(): void {
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(text);
    if (!match) return fail('invalid_number');
    const after = text[i + match[0].length];
    if (after !== undefined && /[0-9.eE+-]/.test(after)) fail('invalid_number');
    i += match[0].length;
  }

  function literal(word: string): void {
    if (text.slice(i, i + word.length) !== word) fail('unexpected_character');
    i += word.length;
  }

  function value(pointer: string, depth: number, key?: Span): void {
    if (depth > MAX_DEPTH) fail('too_deep');
    skipSpace();
    const start = i;
    const c = expectMore();
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          skipSpace();
          if (expectMore() !== '"') fail('unexpected_character');
          const keyStart = i;
          const name = string();
          const keySpan = { start: keyStart, end: i };
          skipSpace();
          if (expectMore() !== ':') fail('unexpected_character');
          i++;
          value(`${pointer}/${pointerSegment(name)}`, depth + 1, keySpan);
          skipSpace();
          const next = expectMore();
          i++;
          if (next === '}') break;
          if (next !== ',') fail('unexpected_character', i - 1);
        }
      }
    } else if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') i++;
      else {
        for (let index = 0; ; index++) {
          value(`${pointer}/${index}`, depth + 1);
          skipSpace();
          const next = expectMore();
          i++;
          if (next === ']') break;
          if (next !== ',') fail('unexpected_character', i - 1);
        }
      }
    } else if (c === '"') string();
    else if (c === '-' || (c >= '0' && c <= '9')) number();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else fail('unexpected_character');
    locations.set(pointer, key ? { value: { start, end: i }, key } : { value: { start, end: i } });
  }

  try {
    value('', 0);
    skipSpace();
    if (i < text.length) fail('trailing_content');
    return { ok: true, value: JSON.parse(text) as unknown, locations };
  } catch (error) {
    if (error instanceof JsonSyntax) return { ok: false, offset: error.offset, reason: error.reason };
    // JSON.parse refusing what the scanner accepted would be a bug here; say where we know nothing.
    return { ok: false, offset: 0, reason: 'unexpected_character' };
  }
}

/** 1-based line and column of an offset (columns count UTF-16 units, as editors do for BMP text). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

/**
 * Where a JSON pointer the gateway named is in the text: the member's key and value for an object
 * member (an unknown key is about the key), else the value; for a pointer deeper than the text goes
 * (a missing member) the nearest written ancestor.
 */
export function locatePointer(map: ReadonlyMap<string, JsonLocation>, pointer: string): Span | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = map.get(p);
    if (found) return found.key ? { start: found.key.start, end: found.value.end } : found.value;
    if (p === '') return undefined;
  }
}
