/**
 * Bounds on the structure of JSON from outside the trust boundary (tenant answers, request bodies,
 * shared entries). Bytes alone do not bound the cost of a JSON text: 8 MiB of `[]` take 0.6 s to
 * `JSON.parse`, 8 MiB of `[` 2 s, and 20,000 levels of nesting overflow the stack of anything that
 * walks the value recursively (`JSON.stringify` included, from ~5,000 levels).
 */
export interface JsonShapeLimits {
  /** Nesting of arrays and objects. */
  maxDepth: number;
  /**
   * Containers, strings (object keys included) and commas: about one per array element or object
   * key, each a value the parser would allocate.
   */
  maxElements: number;
}

/** Far beyond any honest tool's answer, listing or request (page 02 asks for flat objects). */
export const DEFAULT_JSON_SHAPE_LIMITS: Readonly<JsonShapeLimits> = Object.freeze({
  maxDepth: 64,
  maxElements: 100_000,
});

/**
 * The deepest `maxDepth` a setting may ask for: every consumer of a parsed value (serializers, the
 * SDK's schemas, logging, the 3,000-character cut) is safe to it; `JSON.stringify` itself throws from
 * a few thousand levels.
 */
export const MAX_JSON_DEPTH_SETTING = 512;

/** Which bound a text went over. */
export type JsonShapeProblem = 'depth' | 'elements';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const OPEN_OBJECT = 123;
const CLOSE_ARRAY = 93;
const CLOSE_OBJECT = 125;
const COMMA = 44;

/** What a walk answers when the string goes on past the chunk, after an escape or not. */
const IN_STRING_AT_END = -1;
const ESCAPED_AT_END = -2;

/** The index after the closing quote of the string `i` is inside, or where it stopped at `end`. */
function walkBytes(chunk: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const c = chunk[i]!;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      if (i + 1 === end) return ESCAPED_AT_END;
      i += 2;
    } else i++;
  }
  return IN_STRING_AT_END;
}

function walkText(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      if (i + 1 === end) return ESCAPED_AT_END;
      i += 2;
    } else i++;
  }
  return IN_STRING_AT_END;
}

/**
 * Meters the structure of one JSON text as it arrives, in byte chunks ({@link feedBytes}) or text
 * pieces ({@link feedText}), and says as soon as it goes over a bound, so a hostile text is refused
 * after the few bytes that prove it, before anything parses it. It does not validate the syntax
 * (the parser does that afterwards, on a text known to be bounded). Linear; inside strings it
 * jumps from quote to quote with `indexOf`, so text-heavy JSON costs little more than a copy.
 *
 * @example
 * const meter = new JsonShapeMeter({ maxDepth: 64, maxElements: 100_000 });
 * for await (const chunk of body) if (!meter.feedBytes(chunk)) throw tooComplex(meter.problem);
 */
export class JsonShapeMeter {
  #depth = 0;
  #elements = 0;
  #inString = false;
  #escaped = false;
  #problem: JsonShapeProblem | undefined;

  constructor(readonly limits: JsonShapeLimits) {}

  /** The bound the text went over, once it has. */
  get problem(): JsonShapeProblem | undefined {
    return this.#problem;
  }

  /** Starts over for another text (the next event of a stream). */
  reset(): void {
    this.#depth = 0;
    this.#elements = 0;
    this.#inString = false;
    this.#escaped = false;
    this.#problem = undefined;
  }

  /** Meters UTF-8 bytes; false once the text is over a bound (and from then on). */
  feedBytes(chunk: Uint8Array): boolean {
    if (this.#problem !== undefined) return false;
    const end = chunk.length;
    let i = 0;
    // The next backslash at or after `i`: -2 not looked up yet, -1 none in the rest of the chunk.
    let backslash = -2;
    while (i < end) {
      if (!this.#inString) {
        if (!this.#step(chunk[i]!)) return false;
        i++;
        continue;
      }
      if (this.#escaped) {
        this.#escaped = false;
        i++;
        continue;
      }
      if (backslash !== -1 && backslash < i) backslash = chunk.indexOf(BACKSLASH, i);
      const quote = chunk.indexOf(QUOTE, i);
      if (backslash === -1 || (quote !== -1 && quote < backslash)) {
        // No escape before the string's end: jump there (natively).
        if (quote === -1) return true;
        this.#inString = false;
        i = quote + 1;
        continue;
      }
      // Escapes ahead: walk the string (dense escapes would make jumps cost more).
      i = walkBytes(chunk, i, end);
      if (i < 0) {
        this.#escaped = i === ESCAPED_AT_END;
        return true;
      }
      this.#inString = false;
    }
    return true;
  }

  /**
   * Meters `text` from `start` to `end`; false once the text is over a bound (and from then on).
   * The same walk as {@link feedBytes}, written twice so that each stays monomorphic for V8.
   */
  feedText(text: string, start = 0, end = text.length): boolean {
    if (this.#problem !== undefined) return false;
    let i = start;
    let backslash = -2;
    while (i < end) {
      if (!this.#inString) {
        if (!this.#step(text.charCodeAt(i))) return false;
        i++;
        continue;
      }
      if (this.#escaped) {
        this.#escaped = false;
        i++;
        continue;
      }
      if (backslash !== -1 && backslash < i) {
        backslash = text.indexOf('\\', i);
        if (backslash >= end) backslash = -1;
      }
      let quote = text.indexOf('"', i);
      if (quote >= end) quote = -1;
      if (backslash === -1 || (quote !== -1 && quote < backslash)) {
        if (quote === -1) return true;
        this.#inString = false;
        i = quote + 1;
        continue;
      }
      i = walkText(text, i, end);
      if (i < 0) {
        this.#escaped = i === ESCAPED_AT_END;
        return true;
      }
      this.#inString = false;
    }
    return true;
  }

  /** One character outside a string. */
  #step(c: number): boolean {
    if (c === QUOTE) {
      this.#inString = true;
      this.#elements++;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      this.#elements++;
      if (++this.#depth > this.limits.maxDepth) {
        this.#problem = 'depth';
        return false;
      }
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      this.#depth--;
      return true;
    } else if (c === COMMA) {
      this.#elements++;
    } else {
      return true;
    }
    if (this.#elements > this.limits.maxElements) {
      this.#problem = 'elements';
      return false;
    }
    return true;
  }
}

/** A JSON text parsed within its bounds, or why not. */
export type BoundedJson =
  { ok: true; value: unknown } | { ok: false; problem: JsonShapeProblem | 'syntax'; message: string };

/**
 * `JSON.parse` of a text whose structure is metered first: a text over a bound is refused without
 * being parsed. For whole texts in memory (a shared cache entry, a request body); a stream is
 * metered with {@link JsonShapeMeter} as it arrives.
 *
 * @example
 * const parsed = parseBoundedJson(text, DEFAULT_JSON_SHAPE_LIMITS);
 * if (!parsed.ok) return refuse(parsed.problem);
 */
export function parseBoundedJson(text: string, limits: JsonShapeLimits): BoundedJson {
  const meter = new JsonShapeMeter(limits);
  if (!meter.feedText(text)) {
    const problem = meter.problem!;
    return { ok: false, problem, message: shapeProblemMessage(problem, limits) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: 'syntax', message: (error as Error).message };
  }
}

/** An English line for logs saying which bound a text went over. */
export function shapeProblemMessage(problem: JsonShapeProblem, limits: JsonShapeLimits): string {
  return problem === 'depth'
    ? `JSON nested deeper than ${limits.maxDepth} levels`
    : `JSON with more than ${limits.maxElements} elements`;
}
