import { matchAt } from './anchored-detector.js';
import { leakHit } from './leak-hit.js';
import type { LeakHit } from './leak-hit.js';
import { hasDirectory, isWordChar, leakPattern, lineStart, pathStart } from './regex-scan.js';

/*
 * File positions of stack frames, found from their colon: `/srv/app/x.js:42:17`, `/app/main.go:42
 * +0x1c`, `/var/www/x.php:42`, `/app/x.rb:42:in`, `C:\src\X.cs:line 42`, and Java's
 * `at com.acme.Foo.bar(Foo.java:42)`. False-positive policy: the path must have a directory (or,
 * for Java, sit in an `at a.b.C.m(` frame); `10:30:15`, `https://…`, `Saldo: $10` stay clean. A
 * Node or .NET frame's `at fn (` is part of the hit.
 */

const RUNTIME_OF_EXTENSION: Record<string, string> = {
  js: 'Node.js',
  mjs: 'Node.js',
  cjs: 'Node.js',
  jsx: 'Node.js',
  ts: 'Node.js',
  mts: 'Node.js',
  cts: 'Node.js',
  tsx: 'Node.js',
  go: 'Go',
  php: 'PHP',
  rb: 'Ruby',
  java: 'Java',
  kt: 'Java',
  scala: 'Java',
  cs: '.NET',
};

/** What must follow the extension, by runtime. */
const SUFFIX: Record<string, RegExp> = {
  'Node.js': leakPattern(/:\d{1,7}:\d{1,7}\)?/y),
  Go: leakPattern(/:\d{1,7}(?: \+0x[0-9a-f]{1,16})?/y),
  PHP: leakPattern(/:\d{1,7}/y),
  Ruby: leakPattern(/:\d{1,7}:in\b/y),
  Java: leakPattern(/:\d{1,7}\)/y),
  '.NET': leakPattern(/:line \d{1,7}/y),
};

/** `at fn (`, `at async fn (`, `at ` before the path of a Node frame. */
const NODE_FRAME_START = leakPattern(/at (?:async )?(?:new )?(?:[^\s()]{1,256} )?\(?/y);
/** `at com.acme.Foo.bar(` before a Java position, `at A.B.C(String id) in ` before a .NET one. */
const DOTTED_FRAME_START = leakPattern(
  /at (?:[\w$`<>[\]]{1,48}\.){1,16}[\w$`<>[\]]{1,64}\((?:[^()\n]{0,256}\) in )?/y,
);
/** A frame's `at` is at most this far before its path. */
const FRAME_BACK = 320;

/**
 * Where the frame that holds a path starting at `start` begins, or -1 without one: its `at` is the
 * last one before the path on the same line (a frame's names have no spaces), and the frame's
 * pattern must run from it exactly to the path.
 */
function frameStart(text: string, start: number, pattern: RegExp, after: number): number {
  const floor = lineStart(text, start, FRAME_BACK, after);
  const at = text.slice(floor, start).lastIndexOf('at ');
  if (at === -1) return -1;
  const index = floor + at;
  if (index > 0 && isWordChar(text.charCodeAt(index - 1))) return -1;
  const frame = matchAt(pattern, text, index);
  return frame && index + frame[0].length === start ? index : -1;
}

function isLowerLetter(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/**
 * The file position around the colon at `colon`, if it is one, appended to `out`; returns where the
 * next colon is worth looking for. `after`: where the previous position ended (a path or frame
 * starts after it, so no stretch is read back twice).
 */
export function positionAt(text: string, colon: number, out: LeakHit[], after = 0): number {
  let dot = colon;
  while (dot > colon - 6 && dot > 0 && isLowerLetter(text.charCodeAt(dot - 1))) dot--;
  if (dot === colon || text.charCodeAt(dot - 1) !== 0x2e) return colon + 1;
  const runtime = RUNTIME_OF_EXTENSION[text.slice(dot, colon)];
  const suffix = runtime === undefined ? undefined : SUFFIX[runtime];
  if (runtime === undefined || suffix === undefined) return colon + 1;
  const match = matchAt(suffix, text, colon);
  if (!match) return colon + 1;
  const end = colon + match[0].length;
  const path = pathStart(text, dot, after);
  if (runtime === 'Java') {
    const frame = frameStart(text, path, DOTTED_FRAME_START, after);
    if (frame !== -1) out.push(leakHit('stack-trace', frame, end, runtime));
    return end;
  }
  if (!hasDirectory(text.slice(path, dot))) return end;
  const frame = frameStart(text, path, runtime === '.NET' ? DOTTED_FRAME_START : NODE_FRAME_START, after);
  out.push(leakHit('stack-trace', frame === -1 ? path : frame, end, runtime));
  return end;
}
