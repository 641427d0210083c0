import { runDetectors } from './anchored-detector.js';
import { DATABASE_DETECTORS } from './database-detectors.js';
import type { LeakHit } from './leak-hit.js';
import { lineEnd } from './regex-scan.js';
import { SECRET_DETECTORS } from './secret-detectors.js';
import { findAtSeparators } from './separator-scan.js';
import { TRACE_DETECTORS } from './trace-detectors.js';

/** Texts shorter than this hold no leak any detector knows (`pwd=abcd` is the shortest). */
const MIN_LEAK_CHARS = 8;
/** Indented lines after a trace's line are read into it, at most this many. */
const FOLLOWING_LINES_MAX = 256;
const FOLLOWING_LINE_CHARS = 512;

function isIndent(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/**
 * The end of the indented lines that follow a trace's line (frames without a position, Python's
 * source lines, `... 12 more`), when the trace ends its own line.
 */
function withIndentedLines(text: string, end: number): number {
  let at = end;
  while (at < text.length && (isIndent(text.charCodeAt(at)) || text.charCodeAt(at) === 0x0d)) at++;
  if (text.charCodeAt(at) !== 0x0a) return end;
  let last = end;
  for (let lines = 0; lines < FOLLOWING_LINES_MAX; lines++) {
    if (text.charCodeAt(at) !== 0x0a || !isIndent(text.charCodeAt(at + 1))) break;
    last = lineEnd(text, at + 1, FOLLOWING_LINE_CHARS);
    at = last;
  }
  return last;
}

/**
 * Extends every trace hit over the indented lines after it. A hit that ends inside what an earlier
 * one already covers is not extended again (the merge covers it), so no line is read twice.
 */
function extendTraces(text: string, hits: LeakHit[]): void {
  const traces = hits.filter((hit) => hit.rule === 'call-no-traces').sort((a, b) => a.start - b.start);
  let covered = -1;
  for (const hit of traces) {
    if (hit.end <= covered) continue;
    hit.end = withIndentedLines(text, hit.end);
    covered = hit.end;
  }
}

/**
 * Every trace and secret in one text (page 02, "Forma de la respuesta": no traces, no tokens),
 * sorted by start, a span found twice kept once. Spans may still overlap (a JWT that is also the
 * value of `token=`); {@link mergeLeakSpans} joins them. Pure, and linear in the text.
 *
 * @example
 * findLeaks('Cliente Ana. token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln').map((h) => h.kind);
 * // ['jwt', 'credential-pair']
 */
export function findLeaks(text: string): LeakHit[] {
  if (text.length < MIN_LEAK_CHARS) return [];
  const hits: LeakHit[] = [];
  runDetectors(TRACE_DETECTORS, text, hits);
  runDetectors(DATABASE_DETECTORS, text, hits);
  runDetectors(SECRET_DETECTORS, text, hits);
  findAtSeparators(text, hits);
  extendTraces(text, hits);
  if (hits.length < 2) return hits;
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  return hits.filter((hit, i) => {
    const previous = hits[i - 1];
    return (
      !previous || previous.start !== hit.start || previous.end !== hit.end || previous.rule !== hit.rule
    );
  });
}

/** Characters that may separate two leaks replaced by one mark: blanks and punctuation. */
const JOINER = /^[\s,;:.()[\]{}"'`|>=-]{0,8}$/;

/**
 * The spans to replace, joined where hits overlap or only blanks and punctuation (at most 8
 * characters) lie between them, so a trace of many frames becomes one mark.
 *
 * @example
 * mergeLeakSpans(text, findLeaks(text)); // [{ start, end }, …]
 */
export function mergeLeakSpans(text: string, hits: readonly LeakHit[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const hit of [...hits].sort((a, b) => a.start - b.start)) {
    const last = spans.at(-1);
    const joined =
      last !== undefined &&
      (hit.start <= last.end || (hit.start - last.end <= 8 && JOINER.test(text.slice(last.end, hit.start))));
    if (joined) last.end = Math.max(last.end, hit.end);
    else spans.push({ start: hit.start, end: hit.end });
  }
  return spans;
}

/**
 * `text` with every leak replaced by `mark`, and the hits that were found.
 *
 * @example
 * redactLeaks('Saldo: $10.000. token=eyJ…', '[dato interno retirado]').text;
 * // 'Saldo: $10.000. token=[dato interno retirado]'
 */
export function redactLeaks(text: string, mark: string): { text: string; hits: LeakHit[] } {
  const hits = findLeaks(text);
  if (hits.length === 0) return { text, hits };
  let out = '';
  let from = 0;
  for (const span of mergeLeakSpans(text, hits)) {
    out += text.slice(from, span.start) + mark;
    from = span.end;
  }
  return { text: out + text.slice(from), hits };
}
