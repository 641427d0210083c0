import { connectionStringAt, pairAt } from './credential-pairs.js';
import { positionAt } from './file-positions.js';
import type { LeakHit } from './leak-hit.js';

/**
 * The leaks found from a separator: file positions and `key: value` pairs from each `:`,
 * `key=value` pairs from each `=`, connection strings from each `@`. Each character is found with
 * `indexOf` once and judged by every check that starts from it; a check that read on returns where
 * the search resumes, and the backward reads stop at the previous find, so nothing is read twice.
 *
 * @example
 * const hits: LeakHit[] = [];
 * findAtSeparators('password=hunter2 at /srv/app/a.js:1:2', hits); // credential-pair, stack-trace
 */
export function findAtSeparators(text: string, out: LeakHit[]): void {
  let after = 0;
  for (let colon = text.indexOf(':'); colon !== -1;) {
    const value = pairAt(text, colon, out);
    const position = positionAt(text, colon, out, after);
    if (position > colon + 1) after = position;
    colon = text.indexOf(':', Math.max(position, value ?? 0, colon + 1));
  }
  for (let equals = text.indexOf('='); equals !== -1;) {
    const value = pairAt(text, equals, out);
    equals = text.indexOf('=', Math.max(equals + 1, value ?? 0));
  }
  let previous = 0;
  for (let at = text.indexOf('@'); at !== -1;) {
    const resume = connectionStringAt(text, at, out, previous);
    previous = at + 1;
    at = text.indexOf('@', Math.max(at + 1, resume ?? 0));
  }
}
