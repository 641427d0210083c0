import type { LeakHit } from './leak-hit.js';

/**
 * Looks at one occurrence of a detector's literal; pushes what it finds; may return where to
 * resume. `previous`: the previous occurrence it looked at (-1 for the first), before which a
 * backward read need not go again.
 */
export type AnchorCheck = (
  text: string,
  index: number,
  out: LeakHit[],
  previous: number,
) => number | undefined;

/**
 * One detector of the leak guard: a literal every leak of its kind contains, and a check of one
 * occurrence of it. The literal is found with `indexOf`, whose cost over a 3,000-character answer
 * ranges from 0.05 to 3 µs with the literal: mostly how often its first character occurs in prose
 * (`eyJ` 2.9 µs in Spanish, its `yJ` 0.3; `xception` 0.1, `Exception` 0.6), and for literals of 7
 * characters or more which search V8 picks (`TIMEDOUT` 0.75, its `MEDOUT` 0.14). One regular
 * expression with thirty alternatives costs about 15. So each detector searches its own literal,
 * measured on Spanish and English answers, and checks only where it occurs.
 *
 * Linear time: a check reads a bounded stretch around the occurrence (its patterns are sticky and
 * every repetition in them is bounded, see `leak-patterns.test.ts`) and may return where the search
 * resumes, past what it has read.
 */
export interface AnchoredDetector {
  /** The literal, case-sensitive. */
  readonly anchor: string;
  /** A character the text must contain for the literal to be worth searching (a gate shared by several). */
  readonly needs?: string;
  readonly check: AnchorCheck;
}

/**
 * A detector of `literal`.
 *
 * @example
 * anchored('Traceback (most recent call last)', (text, index, out) => void out.push(…));
 */
export function anchored(anchor: string, check: AnchorCheck, needs?: string): AnchoredDetector {
  return needs === undefined ? { anchor, check } : { anchor, check, needs };
}

/** Runs every detector over `text`, appending hits to `out`. */
export function runDetectors(detectors: readonly AnchoredDetector[], text: string, out: LeakHit[]): void {
  let gates: Map<string, boolean> | undefined;
  for (const detector of detectors) {
    if (detector.needs !== undefined) {
      gates ??= new Map();
      let open = gates.get(detector.needs);
      if (open === undefined) gates.set(detector.needs, (open = text.includes(detector.needs)));
      if (!open) continue;
    }
    const { anchor, check } = detector;
    let previous = -1;
    for (let at = text.indexOf(anchor); at !== -1;) {
      const resume = check(text, at, out, previous);
      previous = at;
      at = text.indexOf(anchor, resume !== undefined && resume > at ? resume : at + 1);
    }
  }
}

/** Runs a sticky pattern at `index`: the match that starts exactly there, or `null`. */
export function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  if (index < 0) return null;
  pattern.lastIndex = index;
  return pattern.exec(text);
}
