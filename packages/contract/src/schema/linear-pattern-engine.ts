/**
 * What the engine needs of an RE2 implementation (re2js's `RE2JS` has this shape): RE2 matches in
 * time linear in the input, whatever the pattern.
 */
export interface Re2Compiler {
  compile(pattern: string): { matcher(input: string): { find(): boolean } };
}

/** A compiled pattern as a JSON Schema validator calls it. */
export interface LinearPattern {
  test(text: string): boolean;
  toString(): string;
}

/** A regular-expression engine in the shape ajv takes as `code.regExp`. */
export interface PatternEngine {
  (pattern: string, flags: string): LinearPattern;
  /** Only read when a validator is generated as standalone source, which the gateway never does. */
  code: string;
}

/**
 * The engine every JSON Schema `pattern` and `patternProperties` key of a tenant's schemas runs
 * on. A backtracking engine lets a schema's author (or, through its arguments, anyone who can
 * steer the model) block the process for hours with a pattern such as `^(a|aa)+$` and a
 * 60-character value; RE2 cannot backtrack. A pattern RE2 cannot run (lookaround,
 * backreferences) throws, so the schema does not compile: the certifier reports it and the
 * gateway refuses calls it cannot check, instead of checking them on the dangerous engine.
 * Patterns are unanchored and read as code points, as ECMA-262 reads them with the `u` flag that
 * JSON Schema validators use.
 *
 * @example
 * import { RE2JS } from 're2js';
 * const ajv = new Ajv2020({ code: { regExp: linearPatternEngine(RE2JS) } });
 */
export function linearPatternEngine(re2: Re2Compiler): PatternEngine {
  const engine = (pattern: string): LinearPattern => {
    let compiled: ReturnType<Re2Compiler['compile']>;
    try {
      compiled = re2.compile(pattern);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`pattern ${JSON.stringify(pattern)} cannot be matched in linear time (${reason})`);
    }
    return {
      test: (text) => compiled.matcher(text).find(),
      // ajv keys its compiled patterns by this string.
      toString: () => `/${pattern}/re2`,
    };
  };
  return Object.assign(engine, { code: 'linearPatternEngine' });
}
