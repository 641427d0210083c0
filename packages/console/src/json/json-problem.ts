import { jsonSourceMap, lineColumn, locatePointer } from './json-source-map';
import type { JsonSyntaxReason, Span } from './json-source-map';

/** Something wrong with a JSON text: a syntax error found here, or the gateway's refusal at a path. */
export type JsonProblem =
  | { source: 'syntax'; reason: JsonSyntaxReason; offset: number }
  | { source: 'gateway'; message: string; pointer: string };

/** What the editor shows for a problem: where it is, and the line with a caret under the spot. */
export interface ProblemPlace {
  span: Span;
  line: number;
  column: number;
  lineText: string;
  /** Width of the caret run on `lineText` (at least 1, at most to the end of the line). */
  caretLength: number;
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

/** The text as a value, or where its JSON is broken; an empty text means `{}` (nothing set). */
export function checkJsonText(text: string): JsonCheck {
  if (text.trim() === '') return { ok: true, value: {} };
  const map = jsonSourceMap(text);
  if (!map.ok) return { ok: false, problem: { source: 'syntax', reason: map.reason, offset: map.offset } };
  return { ok: true, value: map.value };
}

/** Where a problem is in the text, or `undefined` when the text no longer has that place. */
export function placeProblem(text: string, problem: JsonProblem): ProblemPlace | undefined {
  let span: Span | undefined;
  if (problem.source === 'syntax') {
    span = { start: problem.offset, end: Math.min(problem.offset + 1, text.length) };
  } else {
    const map = jsonSourceMap(text);
    span = map.ok ? locatePointer(map.locations, problem.pointer) : undefined;
  }
  if (!span) return undefined;
  const { line, column } = lineColumn(text, span.start);
  const lineStart = span.start - (column - 1);
  const lineEndMatch = /\r\n|\r|\n/.exec(text.slice(lineStart));
  const lineText = text.slice(lineStart, lineEndMatch ? lineStart + lineEndMatch.index : text.length);
  const caretLength = Math.max(1, Math.min(span.end - span.start, lineText.length - (column - 1)));
  return { span, line, column, lineText, caretLength };
}
