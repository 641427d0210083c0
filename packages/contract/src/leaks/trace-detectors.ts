import { anchored, matchAt } from './anchored-detector.js';
import type { AnchoredDetector, AnchorCheck } from './anchored-detector.js';
import { leakHit } from './leak-hit.js';
import type { LeakHit } from './leak-hit.js';
import { identifierStart, isWordChar, leakPattern, lineEnd, lineStart } from './regex-scan.js';

/*
 * Stack traces and runtime errors of the common server runtimes, as they end up in an answer when a
 * handler returns `String(error)`, `error.stack` or a framework's error page. False-positive policy:
 * every detector needs something prose does not write — a `file:line` position with a directory
 * (`file-positions.ts`), a camel-case name ending in `Error`/`Exception` followed by a colon, a
 * `Traceback`/`goroutine` header, PHP's `Fatal error: Uncaught`. `Error: el documento no es
 * válido`, times (`10:30:15`), prices, URLs of the tenant's site and order codes stay clean
 * (`__fixtures__/honest-answers.ts`). The indented lines that follow a trace's line belong to it
 * (`find-leaks.ts`): frames, Python's source lines, `--- End of inner exception`, `... 12 more`.
 */

/** A message is read to the end of its line, at most this far. */
const MESSAGE_MAX = 400;

/** A hit from `start` to the end of its line (or to `minEnd`, if further). */
function lineHit(detail: string, text: string, start: number, minEnd = start): LeakHit {
  return leakHit('stack-trace', start, Math.max(lineEnd(text, start, MESSAGE_MAX), minEnd), detail);
}

/**
 * A check that a sticky pattern matches `back` characters before the literal; the hit runs to the
 * end of the line.
 */
function lineOf(runtime: string, pattern: RegExp, back = 0): AnchorCheck {
  leakPattern(pattern);
  return (text, index, out) => {
    const start = index - back;
    const match = matchAt(pattern, text, start);
    if (match) out.push(lineHit(runtime, text, start, start + match[0].length));
    return undefined;
  };
}

/** Inline frames after an exception's message written on one line (`… at f (/a.js:1:2) at g (x)`). */
const INLINE_FRAME = leakPattern(
  / at (?:async )?(?:new )?(?:[^\s()]{1,256} )?(?:\([^()\n]{1,512}\)|[^\s()]{1,512}:\d{1,7}:\d{1,7})/y,
);

/** The end of the inline frames that start at `at` (at most 64 of them). */
function inlineFramesEnd(text: string, at: number): number {
  let end = at;
  for (let frames = 0; frames < 64; frames++) {
    const frame = matchAt(INLINE_FRAME, text, end);
    if (!frame) break;
    end += frame[0].length;
  }
  return end;
}

/** The exception's name may come after one of these on the same line of a trace. */
const EXCEPTION_PREFIX = leakPattern(
  /(?:Caused by: |Uncaught (?:\(in promise\) )?|Unhandled(?: [Ee]xception\.?)? |Exception in thread "[^"\n]{1,64}" )$/,
);
/** An exception class of a database driver or ORM: its error is a database error. */
const DATABASE_EXCEPTION =
  /sql|pdo|query|sequelize|prisma|mongo|integrity|operational|programming|database|psycopg|jdbc|hibernate|typeorm|knex|constraint/i;

function isUpper(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isLower(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/**
 * `TypeError: …`, `KeyError: 'x'`, `java.lang.NullPointerException`, `System.X Exception: …`,
 * `sqlite3.OperationalError: …`: a camel-case name ending in `Error` or `Exception` followed by a
 * colon, or a name with a package path of two or more segments anywhere. `Error:` alone is prose,
 * and so is `pedido.Error` (a missing space after a full stop). `back`: where the suffix starts
 * before the literal found.
 */
function exception(suffix: string, back: number): AnchorCheck {
  return (text, index, out) => {
    const end = index - back + suffix.length;
    if (index < back || isWordChar(text.charCodeAt(end)) || !text.startsWith(suffix, index - back))
      return undefined;
    let start = identifierStart(text, end);
    if (start === -1) return undefined;
    while (text.charCodeAt(start) === 0x2e) start++;
    const name = text.slice(start, end);
    const dot = name.lastIndexOf('.');
    const last = dot === -1 ? name : name.slice(dot + 1);
    const camel = last.length > suffix.length && isUpper(last.charCodeAt(0));
    const packaged = dot > 0 && isLower(name.charCodeAt(0)) && name.indexOf('.') < dot;
    if (!(camel && text.charCodeAt(end) === 0x3a) && !packaged) return undefined;
    const prefix = EXCEPTION_PREFIX.exec(text.slice(Math.max(0, start - 48), start));
    const from = prefix ? start - prefix[0].length : start;
    // The message runs to the end of its line; in a trace written on one line, to its first frame,
    // and the frames that follow are part of it.
    let to = lineEnd(text, end, MESSAGE_MAX);
    const frame = text.slice(end, to).indexOf(' at ');
    if (frame !== -1) to = inlineFramesEnd(text, end + frame);
    const kind = DATABASE_EXCEPTION.test(name) ? 'database-error' : 'runtime-error';
    out.push(leakHit(kind, from, to, last));
    return to;
  };
}

/** A goroutine's file line: `\t/app/store.go:61 +0x1d4`. */
const GO_FILE_LINE = leakPattern(/\t[^\n]{1,512}\.go:\d{1,7}(?: \+0x[0-9a-f]{1,16})?\r?$/y);

/**
 * A line of a goroutine's trace: a call (`main.(*Store).Cliente(0xc0000a6000, {0xc00001c0a8})`,
 * `created by net/http.(*Server).Serve in goroutine 1`), its file line, or `...`.
 */
function isGoTraceLine(line: string): boolean {
  if (line.startsWith('\t')) return matchAt(GO_FILE_LINE, line, 0) !== null;
  if (line.startsWith('...') || line.startsWith('\t...')) return true;
  const call = line.startsWith('created by ') ? line.slice(11) : line;
  const space = call.indexOf(' ');
  const paren = call.indexOf('(');
  if (line.startsWith('created by '))
    return paren !== -1 && (space === -1 || call.slice(space).startsWith(' in goroutine '));
  return paren > 0 && (space === -1 || paren < space) && call.trimEnd().endsWith(')');
}

/** Lines before a goroutine's header that belong to the same crash. */
const GO_CRASH_LINE = leakPattern(/^(?:panic: |fatal error: |\[signal SIG|\s*$)/);
const GOROUTINE = leakPattern(/goroutine \d{1,10} $/);

/** A crashed goroutine: the panic lines before its header, the header, and the lines of its trace. */
const goroutine: AnchorCheck = (text, index, out) => {
  const header = GOROUTINE.exec(text.slice(Math.max(0, index - 24), index));
  if (!header) return undefined;
  let start = index - header[0].length;
  for (let lines = 0; lines < 4 && start > 0; lines++) {
    const previous = lineStart(text, start - 1, 512);
    if (!GO_CRASH_LINE.test(text.slice(previous, start - 1))) break;
    start = previous;
  }
  let end = lineEnd(text, index, MESSAGE_MAX);
  for (let lines = 0; lines < 256 && text.charCodeAt(end) === 0x0a; lines++) {
    const next = lineEnd(text, end + 1, 600);
    if (!isGoTraceLine(text.slice(end + 1, next))) break;
    end = next;
  }
  out.push(leakHit('stack-trace', start, end, 'Go'));
  return end;
};

/** PHP's `#0 /var/www/x.php(42): f()` frames, with the `Stack trace:` line before them. */
const PHP_FRAME = leakPattern(/#\d{1,4} (?:\{main\}|\[internal function\]|[^\s(]{1,512}\(\d{1,7}\): )/y);

const phpFrames: AnchorCheck = (text, index, out) => {
  if (!matchAt(PHP_FRAME, text, index)) return undefined;
  const previous = index > 0 ? lineStart(text, index - 1, 64) : index;
  const start = text.slice(previous, index).trim() === 'Stack trace:' ? previous : index;
  let end = lineEnd(text, index, MESSAGE_MAX);
  for (let lines = 0; lines < 256 && text.charCodeAt(end) === 0x0a; lines++) {
    if (!matchAt(PHP_FRAME, text, end + 1)) break;
    end = lineEnd(text, end + 1, MESSAGE_MAX);
  }
  out.push(leakHit('stack-trace', start, end, 'PHP'));
  return end;
};

/** Node's system errors (`connect ECONNREFUSED 10.0.0.5:5432`). */
const SYSTEM_ERROR = leakPattern(
  /E(?:CONNREFUSED|CONNRESET|TIMEDOUT|NOTFOUND|AI_AGAIN|HOSTUNREACH|NETUNREACH)\b(?: [0-9A-Fa-f.:[\]]{3,64})?/y,
);
const SYSTEM_CALL = leakPattern(/(?:connect|getaddrinfo|read|write|listen) $/);

/** The code around a literal found `offsets` characters into it (`UNREACH`: EHOST…, ENET…). */
function systemError(...offsets: number[]): AnchorCheck {
  return (text, index, out) => {
    for (const offset of offsets) {
      const start = index - offset;
      if (start < 0 || (start > 0 && isWordChar(text.charCodeAt(start - 1)))) continue;
      const match = matchAt(SYSTEM_ERROR, text, start);
      if (!match) continue;
      const call = SYSTEM_CALL.exec(text.slice(Math.max(0, start - 12), start));
      const code = match[0].split(' ')[0] as string;
      out.push(leakHit('runtime-error', start - (call?.[0].length ?? 0), start + match[0].length, code));
      return start + match[0].length;
    }
    return undefined;
  };
}

/**
 * The trace detectors, in the order they run. Each literal starts with a character prose seldom
 * writes (see `anchored-detector.ts`).
 *
 * @example
 * runDetectors(TRACE_DETECTORS, text, hits);
 */
export const TRACE_DETECTORS: readonly AnchoredDetector[] = [
  anchored('Error', exception('Error', 0)),
  anchored('xception', exception('Exception', 1)),
  anchored('Traceback (most recent call last)', lineOf('Python', /Traceback/y)),
  anchored('File "', lineOf('Python', /File "[^"\n]{1,512}", line \d{1,7}(?:, in [^\s,]{1,256})?/y)),
  anchored('[running]:', goroutine),
  anchored('HP ', lineOf('PHP', /PHP (?:Fatal error|Parse error|Warning|Notice|Deprecated):/y, 1)),
  anchored(
    'Fatal error: ',
    lineOf('PHP', /Fatal error: (?:Uncaught|Allowed memory|Maximum execution|Call to)/y),
  ),
  anchored('Parse error: syntax error', lineOf('PHP', /Parse error/y)),
  anchored('#0 ', phpFrames),
  anchored('ONNRE', systemError(2)),
  anchored('MEDOUT', systemError(3)),
  anchored('NOTFOUND', systemError(1)),
  anchored('_AGAIN', systemError(3)),
  anchored('UNREACH', systemError(5, 4)),
];
